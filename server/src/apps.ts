import path from 'node:path';
import APPS from '@shop/shared/apps.json';

/** An app of the storefront as shared/apps.json lists it. */
export interface App {
  folder: string;
  container: string;
  devPort: number;
}

export const SHELL: App = APPS.shell;
export const REMOTES: readonly App[] = APPS.remotes;
export const API_DEV_PORT: number = APPS.apiDevPort;

/** The repository root (server/src → ..). */
export const ROOT = path.resolve(__dirname, '..', '..');

/** Where an app's build is (`<folder>/dist`). */
export const distOf = (app: { folder: string }): string => path.join(ROOT, app.folder, 'dist');
