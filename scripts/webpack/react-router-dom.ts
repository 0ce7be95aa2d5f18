/**
 * The part of React Router the storefront uses, shared across the federation under the name
 * 'react-router-dom'. A shared module keeps every export (a remote may need any), so sharing the whole
 * library ships its data-router and server code to every visitor; this list lets the build drop them.
 * Every app's tsconfig maps 'react-router-dom' here, so `npm run typecheck` rejects a name that is
 * missing: add it below when a page needs more.
 */
import { createElement, forwardRef } from 'react';
import { createPath, Link as RouterLink, parsePath, type LinkProps } from 'react-router';

export {
  BrowserRouter,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
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

/** A path React Router resolves to itself: absolute, without `//`, `\`, `.` or `..` segments. */
const PLAIN_PATH = /^(?!.*(?:\/\/|\\|\/\.\.?(?:\/|$)))\//;

/** The props React Router's `Link` takes for itself or places after `href`: not copied among the anchor's. */
const NOT_COPIED: ReadonlySet<string> = new Set([
  'to',
  'discover',
  'prefetch',
  'mask',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'defaultShouldRevalidate',
  'onClick',
  'target',
]);

/**
 * React Router's `Link`, except on the server (no `window`): a link to a plain absolute path there is the
 * anchor `Link` renders (`href`, `data-discover`), without its hooks. The layout and a page's cards hold tens
 * of links, and `Link` resolved each one's path through the router's context: a large share of a rendered
 * page's CPU in the site process's profile. The browser hydrates the same anchor with React Router's own.
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, discover = 'render', prefetch = 'none', mask, target } = props;
  const parsed = typeof to === 'string' ? parsePath(to) : null;
  if (
    parsed === null ||
    mask !== undefined ||
    prefetch !== 'none' ||
    !PLAIN_PATH.test(parsed.pathname ?? '')
  ) {
    return createElement(RouterLink, { ...props, ref });
  }
  // The anchor's own props in their order, then React Router's, so the markup is the same to the byte. Copied
  // key by key: an object rest spread again with more keys (`{ ...anchor, href }`) takes V8's slow path, and
  // cost several times the rest of the link.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!NOT_COPIED.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.ref = ref;
  anchor.href = createPath(parsed);
  anchor.target = target;
  anchor['data-discover'] = discover === 'render' ? 'true' : undefined;
  return createElement('a', anchor);
});

export const Link = typeof window === 'undefined' ? ServerLink : RouterLink;
