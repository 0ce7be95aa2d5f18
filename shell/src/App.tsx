import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Modal, Spinner, TEXTS, type RemoteName } from '@shop/shared';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { RemoteRoutes } from './federation/RemoteRoutes';
import { RemoteSlot, SectionUnavailable } from './federation/RemoteSlot';

/** The site's route prefixes and the remote that owns each (the index route "/" is mf-catalog's too). */
const ROUTE_PREFIXES: Record<RemoteName, string[]> = {
  'mf-catalog': ['catalog'],
  'mf-checkout': ['basket', 'favorites', 'order'],
  'mf-account': ['personal', 'orders'],
  'mf-info': ['services', 'help', 'wholesalers', 'company', 'contacts', 'include/licenses_detail'],
  'mf-admin': ['admin'],
};

function SearchBox() {
  // In the header a missing search box stays empty: the content area tells the user what failed.
  return <RemoteSlot remote="mf-catalog" expose="SearchBox" loading={null} unavailable={() => null} />;
}

function LoginModal({ onClose }: { onClose: () => void }) {
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

/** The one router of the site: the layout around the routes of every remote. */
export function App({ adminAllowed }: { adminAllowed: boolean }) {
  const owners = (Object.keys(ROUTE_PREFIXES) as RemoteName[]).filter(
    (remote) => remote !== 'mf-admin' || adminAllowed,
  );
  return (
    <BrowserRouter>
      <Routes>
        <Route
          element={
            <Layout searchBox={<SearchBox />} renderLoginModal={(close) => <LoginModal onClose={close} />} />
          }
        >
          <Route index element={<RemoteRoutes remote="mf-catalog" />} />
          {owners.flatMap((remote) =>
            ROUTE_PREFIXES[remote].map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoutes remote={remote} />} />
            )),
          )}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
