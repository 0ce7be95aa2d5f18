import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared';
import { fallbackPlugin, failureOf, isFailedModule } from '../federation/fallbackPlugin';
import { containerName } from '../federation/remotes';
import type { ExposedComponent } from '../federation/RemoteSlot';
import { diskContainersPlugin, diskVersion, isOnDisk } from './diskContainers';

/** How often, at most, the server asks whether a remote's Node container changed (a deploy of it alone). */
export const REVALIDATE_MS = 1000;

interface Loaded {
  /** The address of the container's remoteEntry.js in the runtime config. */
  entry: string;
  /** Its version (its server's ETag, else Last-Modified; on the disk its file's); a new one drops the old container. */
  version: string;
  checkedAt: number;
  /** The exposes of this version already loaded, rendered at once instead of lazily. */
  modules: Map<string, ExposedComponent>;
}

/** The version of a container its server names (or its file on the disk), or null when it does not answer. */
async function versionOf(entry: string): Promise<string | null> {
  if (isOnDisk(entry)) return diskVersion(entry);
  try {
    const response = await fetch(entry, { method: 'HEAD', cache: 'no-store' });
    if (!response.ok) return null;
    return response.headers.get('etag') ?? response.headers.get('last-modified') ?? '';
  } catch {
    return null;
  }
}

const withVersion = (entry: string, version: string) =>
  `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;

/**
 * The remotes' Node containers in this server process, loaded with the federation runtime the renderer was
 * built with (it provides the shared singletons). A container is revalidated like a browser revalidates
 * `remoteEntry.js`: when its server names another version, the runtime forgets the old one and the next
 * page loads the new one, with no restart.
 */
export class ServerFederation {
  private readonly remotes = new Map<RemoteName, Loaded>();
  private readonly checks = new Map<RemoteName, Promise<boolean>>();
  /** Remotes the runtime has been told of (a second registration must replace the first). */
  private readonly registered = new Set<RemoteName>();

  constructor() {
    registerPlugins([fallbackPlugin(), diskContainersPlugin()]);
  }

  /** Registers or revalidates a remote; false when its container cannot be reached (the browser renders it). */
  refresh(remote: RemoteName, entry: string, now = Date.now()): Promise<boolean> {
    const known = this.remotes.get(remote);
    if (known && known.entry === entry && now - known.checkedAt < REVALIDATE_MS) return Promise.resolve(true);
    // One check at a time per remote: the pages asking meanwhile wait for it.
    let check = this.checks.get(remote);
    if (!check) {
      check = this.check(remote, entry, now).finally(() => this.checks.delete(remote));
      this.checks.set(remote, check);
    }
    return check;
  }

  private async check(remote: RemoteName, entry: string, now: number): Promise<boolean> {
    const version = await versionOf(entry);
    const current = this.remotes.get(remote);
    if (version === null) {
      // Unreachable: the runtime forgets it, so that it is loaded afresh once it answers again.
      if (current) this.remotes.delete(remote);
      return false;
    }
    if (current && current.entry === entry && current.version === version) {
      current.checkedAt = now;
      return true;
    }
    const registration = { name: containerName(remote), alias: remote, entry: withVersion(entry, version) };
    registerRemotes([registration], { force: this.registered.has(remote) });
    this.registered.add(remote);
    this.remotes.set(remote, { entry, version, checkedAt: now, modules: new Map() });
    return true;
  }

  /** The version of the remote's container registered from `entry` (`versionOf`). */
  version(remote: RemoteName, entry: string): string | null {
    const known = this.remotes.get(remote);
    return known?.entry === entry ? known.version : null;
  }

  /** The exposed component, already loaded for this version of the remote, or undefined. */
  held(remote: RemoteName, expose: string): ExposedComponent | undefined {
    return this.remotes.get(remote)?.modules.get(expose);
  }

  /** Loads an exposed module's component; rejects when the container or the module fails. */
  async load(remote: RemoteName, expose: string): Promise<ExposedComponent> {
    const loaded = this.remotes.get(remote);
    if (!loaded) throw new Error(`${remote} не зарегистрирован на сервере`);
    const module = await loadRemote<{ default: ExposedComponent }>(`${remote}/${expose}`);
    if (isFailedModule(module)) throw failureOf(module);
    if (!module?.default) throw new Error(`${remote}/${expose} не отдал компонент`);
    if (this.remotes.get(remote) === loaded) loaded.modules.set(expose, module.default);
    return module.default;
  }
}
