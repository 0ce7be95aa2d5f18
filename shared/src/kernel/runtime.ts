/** The runtime config served as `GET /remotes.json`; the shell passes it to `configureRuntime` once at start-up. */
import type { RemoteName } from '../domain/routes';

export interface RuntimeConfig {
  /** Manifest URL of each remote, e.g. `/remotes/mf-info/mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
  /** Base of every API call, e.g. `/api`. */
  apiBase: string;
  /** Host names besides `localhost` on which the admin remote is loaded. */
  adminHosts: string[];
}

/** Used until the shell configures the runtime (standalone remotes, unit tests). */
export const DEFAULT_API_BASE = '/api';

let current: RuntimeConfig | null = null;

export function configureRuntime(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export function getApiBase(): string {
  return (current?.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '');
}
