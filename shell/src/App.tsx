import { Route, Routes, useLocation } from 'react-router-dom';
import {
  isOwnedBy,
  Modal,
  NotFoundPage,
  REMOTE_NAMES,
  Spinner,
  TEXTS,
  type LoginModalProps,
  type RemoteName,
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

/** The remote owning a path (its parts of the site, `ROUTE_OWNERS`), if this host has it. */
export function ownerOf(pathname: string, adminAllowed: boolean): RemoteName | undefined {
  return REMOTE_NAMES.find(
    (remote) => (remote !== 'mf-admin' || adminAllowed) && isOwnedBy(remote, pathname),
  );
}

/**
 * The content area: the `./routes` of the remote owning the path, which match the path themselves, or the
 * not-found page. Picked by the path's first part (`ownerOf`), not by a route per part of the site: React
 * Router compiles every route's pattern again on each render, and the page's one match is the remote's.
 */
function OwnerRoutes({ adminAllowed }: { adminAllowed: boolean }) {
  const owner = ownerOf(useLocation().pathname, adminAllowed);
  return owner ? <RemoteRoutes remote={owner} /> : <NotFoundPage />;
}

/**
 * The site: the layout around the content area. The router around them is the browser's (bootstrap.tsx) or,
 * on the server, one fixed location (shell/src/server/render.tsx).
 */
export function App({ adminAllowed }: { adminAllowed: boolean }) {
  return (
    <Routes>
      <Route
        element={
          <Layout searchBox={<SearchBox />} renderLoginModal={(close) => <LoginModal onClose={close} />} />
        }
      >
        <Route path="*" element={<OwnerRoutes adminAllowed={adminAllowed} />} />
      </Route>
    </Routes>
  );
}
