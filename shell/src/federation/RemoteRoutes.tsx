import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { Skeleton, type RemoteName } from '@shop/shared';
import { RemoteSlot } from './RemoteSlot';
import styles from './RemoteRoutes.module.css';

// A remote's <Routes> use the site's own paths ("/catalog/:category", "/help/payment"), the same as
// when it runs standalone. Under the shell's splat route React Router would match them against the
// rest of the path only, so the remote gets the root route context instead.
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/**
 * The `./routes` module of a remote, mounted in the content area; while its code loads, a page's skeleton
 * (a title's line over a screen-high block) holds the area, so the footer stays below the fold.
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
      <RemoteSlot
        remote={remote}
        expose="routes"
        loading={<Skeleton className={styles.page} count={2} itemClassName={styles.block} />}
      />
    </RouteContext.Provider>
  );
}
