import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@shop/shared';

/** A remote as the federation runtime registers it: container name, alias (folder) and manifest URL. */
export interface RemoteRegistration {
  name: string;
  alias: RemoteName;
  entry: string;
}

/** The container name of a remote is its folder name with underscores (mf-catalog → mf_catalog). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The admin remote exists only on localhost and on the configured admin hosts. */
export function isAdminHost(hostname: string, adminHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || adminHosts.some((allowed) => allowed.toLowerCase() === host);
}

/** The remotes this page may load; mf-admin is left out unless the host is allowed. */
export function remotesFor(config: RuntimeConfig, hostname: string): RemoteRegistration[] {
  const adminAllowed = isAdminHost(hostname, config.adminHosts);
  return REMOTE_NAMES.filter((remote) => remote !== 'mf-admin' || adminAllowed)
    .filter((remote) => Boolean(config.remotes[remote]))
    .map((remote) => ({ name: containerName(remote), alias: remote, entry: config.remotes[remote] }));
}
