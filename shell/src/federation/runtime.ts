import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@shop/shared';
import { fallbackPlugin } from './fallbackPlugin';
import { inlineStylesPlugin } from './inlineStylesPlugin';
import type { FederationPort } from './loader';
import { containerName, remotesFor, type RemoteRegistration } from './remotes';
import { provideRuntimeToRemotes } from './runtimeForRemotes';

/**
 * Registers the remotes of /remotes.json with the federation runtime the shell was built with.
 * Nothing is fetched here: a remote's manifest and code are requested on its first loadRemote.
 */
export function startFederation(config: RuntimeConfig, hostname: string): FederationPort {
  const remotes = remotesFor(config, hostname);
  provideRuntimeToRemotes();
  registerPlugins([fallbackPlugin(), inlineStylesPlugin()]);
  registerRemotes(remotes);
  const byAlias = new Map<RemoteName, RemoteRegistration>(remotes.map((remote) => [remote.alias, remote]));

  return {
    loadRemote: (id) => loadRemote(id),
    forget(remote) {
      const registration = byAlias.get(remote);
      // A remote whose entry did load keeps it: webpack itself requests a failed chunk again.
      const loaded = getInstance()?.moduleCache.get(containerName(remote))?.remoteEntryExports;
      if (registration && !loaded) registerRemotes([{ ...registration }], { force: true });
    },
  };
}
