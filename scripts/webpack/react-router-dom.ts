/**
 * The part of React Router the storefront uses, shared across the federation under the name
 * 'react-router-dom'. A shared module keeps every export (a remote may need any), so sharing the whole
 * library ships its data-router and server code to every visitor; this list lets the build drop them.
 * Every app's tsconfig maps 'react-router-dom' here, so `npm run typecheck` rejects a name that is
 * missing: add it below when a page needs more.
 */
export {
  BrowserRouter,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  renderMatches,
  resolvePath,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  RouteProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
