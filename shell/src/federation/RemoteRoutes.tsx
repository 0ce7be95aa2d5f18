import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import type { RemoteName } from '@shop/shared';
import { RemoteSlot } from './RemoteSlot';

// A remote's <Routes> use the site's own paths ("/catalog/:category", "/help/payment"), the same as
// when it runs standalone. Under the shell's splat route React Router would match them against the
// rest of the path only, so the remote gets the root route context instead.
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/** The `./routes` module of a remote, mounted in the content area. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
      <RemoteSlot remote={remote} expose="routes" />
    </RouteContext.Provider>
  );
}
