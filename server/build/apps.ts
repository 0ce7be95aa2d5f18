import path from 'node:path';
import { REMOTES, SHELL } from '../webpack/apps';

/** The repository root (scripts/src → ..). */
export const ROOT = path.resolve(__dirname, '..', '..');

export interface App {
  folder: string;
  devPort: number;
  /** Files every finished build has: the browser build's and the Node build's (dist/server/). */
  markers: string[];
}

export const SHELL_APP: App = { ...SHELL, markers: ['index.html', 'server/render.js'] };
export const REMOTE_APPS: App[] = REMOTES.map((remote) => ({
  ...remote,
  markers: ['mf-manifest.json', 'server/remoteEntry.js'],
}));
export const ALL_APPS: App[] = [SHELL_APP, ...REMOTE_APPS];

export const distOf = (app: App): string => path.join(ROOT, app.folder, 'dist');
