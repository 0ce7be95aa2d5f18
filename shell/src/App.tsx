import { Route, Routes } from 'react-router-dom';
import {
  Modal,
  NotFoundPage,
  PATHS,
  REMOTE_NAMES,
  ROUTE_OWNERS,
  Spinner,
  TEXTS,
  type LoginModalProps,
} from '@shop/shared';
import { Layout } from './layout/Layout';
import { RemoteRoutes } from './federation/RemoteRoutes';
import { RemoteSlot, SectionUnavailable } from './federation/RemoteSlot';

function SearchBox() {
  // In the header a missing search box stays empty: the content area tells the user what failed.
  return <RemoteSlot remote="mf-catalog" expose="SearchBox" loading={null} unavailable={() => null} />;
}

function LoginModal({ onClose }: LoginModalProps) {
  const title = TEXTS.layout.login;
  return (
    <RemoteSlot
      remote="mf-account"
      expose="LoginModal"
      props={{ onClose }}
      loading={
        <Modal title={title} onClose={onClose}>
          <Spinner />
        </Modal>
      }
      unavailable={(retry) => (
        <Modal title={title} onClose={onClose}>
          <SectionUnavailable retry={retry} />
        </Modal>
      )}
    />
  );
}

/**
 * The routes of the site: the layout around the routes of every remote. The router around them is the
 * browser's (bootstrap.tsx) or, on the server, one fixed location (shell/server/render.tsx).
 */
export function App({ adminAllowed }: { adminAllowed: boolean }) {
  const owners = REMOTE_NAMES.filter((remote) => remote !== 'mf-admin' || adminAllowed);
  return (
    <Routes>
      <Route
        element={
          <Layout searchBox={<SearchBox />} renderLoginModal={(close) => <LoginModal onClose={close} />} />
        }
      >
        {owners.flatMap((remote) =>
          ROUTE_OWNERS[remote].map((path) =>
            path === PATHS.home ? (
              <Route key={path} index element={<RemoteRoutes remote={remote} />} />
            ) : (
              <Route key={path} path={`${path}/*`} element={<RemoteRoutes remote={remote} />} />
            ),
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
