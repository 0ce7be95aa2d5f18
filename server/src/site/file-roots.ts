import path from 'node:path';
import { REMOTES, SHELL, distOf } from '../apps';

/** Where the site's files are: the shell at `/`, each remote at `/remotes/<folder>/`. */
export const FILE_ROOTS = [
  { prefix: '/', dir: distOf(SHELL), later: false },
  ...REMOTES.map((remote) => ({ prefix: `/remotes/${remote.folder}/`, dir: distOf(remote), later: true })),
];

/** The file of the apps' builds a path of this site names (the root with the longest prefix that matches). */
export function fileOf(urlPath: string): string {
  const root = FILE_ROOTS.filter(({ prefix }) => urlPath.startsWith(prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  const { prefix, dir } = root ?? { prefix: '/', dir: distOf(SHELL) };
  return path.join(dir, ...urlPath.slice(prefix.length).split('/'));
}
