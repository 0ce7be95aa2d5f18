import path from 'node:path';
import { REMOTES, SHELL } from '../webpack/apps';

/** The repository root (scripts/src → ..). */
export const ROOT = path.resolve(__dirname, '..', '..');

export interface App {
  folder: string;
  devPort: number;
  /** The file every finished build has (index.html, mf-manifest.json). */
  marker: string;
}

export const SHELL_APP: App = { ...SHELL, marker: 'index.html' };
export const REMOTE_APPS: App[] = REMOTES.map((remote) => ({ ...remote, marker: 'mf-manifest.json' }));
export const ALL_APPS: App[] = [SHELL_APP, ...REMOTE_APPS];

export const distOf = (app: App): string => path.join(ROOT, app.folder, 'dist');
