import path from 'node:path';
import { isOwnedBy, PATHS, REMOTE_NAMES, type RemoteName } from '@shop/shared/domain';
import { REMOTES, distOf } from '../apps';
import type { RuntimeConfig } from '../runtime-config';
import { current } from './freshness';
import { preload } from './links';
import { stylesheet } from './styles';

/** Every page shows mf-catalog's search box in the shell's header (shell/src/App.tsx). */
const EVERY_PAGE: Expose = { remote: 'mf-catalog', expose: './SearchBox' };

/**
 * Lazy chunks a page needs at once, by the paths they serve (the chunk names are the remotes'
 * `webpackChunkName`s): mf-catalog's pages other than home come in its `pages` chunk. A renamed chunk
 * is simply not preloaded.
 */
const FIRST_SCREEN_CHUNKS: readonly { remote: RemoteName; under: string; chunk: string }[] = [
  { remote: 'mf-catalog', under: PATHS.catalog, chunk: 'pages' },
];

export interface Expose {
  remote: RemoteName;
  expose: string;
}

type Assets = { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };

/** The part of a remote's mf-manifest.json that names its entry and the files of its exposes. */
interface Manifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { path: string; assets: Assets }[];
}

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    return await current(path.join(dir, 'mf-manifest.json'), (text) => JSON.parse(text) as Manifest);
  } catch {
    return null;
  }
}

/** The exposes a page path mounts at once: the search box, and the `./routes` of the remote owning the path. */
export function exposesOf(pathname: string): Expose[] {
  // mf-admin is registered on admin hosts only; its pages do not need to be fast.
  const owner = REMOTE_NAMES.find((remote) => remote !== 'mf-admin' && isOwnedBy(remote, pathname));
  return owner ? [EVERY_PAGE, { remote: owner, expose: './routes' }] : [EVERY_PAGE];
}

/** The lazy chunks a page path needs at once (`FIRST_SCREEN_CHUNKS`). */
export const firstScreenChunksOf = (pathname: string) =>
  FIRST_SCREEN_CHUNKS.filter(({ under }) => pathname === under || pathname.startsWith(`${under}/`));

/**
 * Preloads for what the federation runtime fetches one after another once the shell's script has run:
 * a remote's manifest, then its remoteEntry.js and the chunks of the exposes, then the page's lazy chunk.
 * Named in index.html, they arrive while the shell's script loads; the styles are applied at once. Only
 * a remote this server serves has files to name; of another, the manifest is preloaded.
 */
export async function remotePreloads(
  pathname: string,
  config: RuntimeConfig,
  origin: string,
): Promise<string[]> {
  const exposes = exposesOf(pathname);
  const remotes = [...new Set(exposes.map(({ remote }) => remote))];
  const perRemote = await Promise.all(
    remotes.map(async (name) => {
      const manifestUrl = config.remotes[name];
      if (!manifestUrl) return [];
      const links = [preload(manifestUrl, 'fetch')];
      if (manifestUrl !== `/remotes/${name}/mf-manifest.json`) return links;
      const app = REMOTES.find((remote) => remote.folder === name);
      if (!app) return links;
      const manifest = await readManifest(distOf(app));
      // A remote whose build is missing or broken: the page still loads, and the shell shows its fallback.
      if (!manifest) return links;
      const wanted = new Set(exposes.filter(({ remote }) => remote === name).map(({ expose }) => expose));
      const lazy = firstScreenChunksOf(pathname)
        .filter(({ remote }) => remote === name)
        .map(({ chunk }) => `${chunk}.`);
      const { path: entryDir, name: entryName } = manifest.metaData.remoteEntry;
      const scripts = new Set([path.posix.join(entryDir, entryName)]);
      const styles = new Set<string>();
      const isLazyWanted = (file: string) => lazy.some((prefix) => file.startsWith(prefix));
      const take = (files: string[], into: Set<string>) => files.forEach((file) => into.add(file));
      for (const { path: expose, assets } of manifest.exposes) {
        if (wanted.has(expose)) {
          take(assets.js.sync, scripts);
          take(assets.css.sync, styles);
        }
        take(assets.js.async.filter(isLazyWanted), scripts);
        take(assets.css.async.filter(isLazyWanted), styles);
      }
      const at = (file: string) => path.posix.join('/remotes', name, file);
      return [
        ...links,
        ...[...scripts].map((file) => preload(at(file), 'script')),
        // Applied, not only preloaded: the server's markup needs them at first paint. Named by the address
        // the remote's CSS loader will ask for (absolute), so it finds them and adds no copy.
        ...(await Promise.all(
          [...styles].map((file) => stylesheet(path.join(distOf(app), file), origin + at(file))),
        )),
      ];
    }),
  );
  return perRemote.flat();
}
