import { REMOTES, SHELL, type App } from '../src/apps';

export { ROOT, distOf } from '../src/apps';

/** An app with the files every finished build of it has: the browser build's and the Node build's. */
export interface BuiltApp extends App {
  markers: string[];
}

export const SHELL_APP: BuiltApp = { ...SHELL, markers: ['index.html', 'server/render.js'] };
export const REMOTE_APPS: BuiltApp[] = REMOTES.map((remote) => ({
  ...remote,
  markers: ['mf-manifest.json', 'server/remoteEntry.js'],
}));
export const ALL_APPS: BuiltApp[] = [SHELL_APP, ...REMOTE_APPS];
