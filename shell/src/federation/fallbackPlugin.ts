import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FAILED = Symbol.for('shop.remoteLoadFailed');

/** What `loadRemote` resolves to when a remote could not be loaded: the error, never a throw. */
export interface FailedRemoteModule {
  readonly [FAILED]: unknown;
}

export function failedModule(error: unknown): FailedRemoteModule {
  return { [FAILED]: error };
}

export function isFailedModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && FAILED in value;
}

export function failureOf(value: FailedRemoteModule): unknown {
  return value[FAILED];
}

/**
 * errorLoadRemote runtime plugin: a remote that cannot be fetched (dead manifest, entry or chunk)
 * resolves to a fallback module instead of an unhandled rejection, so the rest of the page goes on.
 * Only a whole `loadRemote` gets the fallback: a fallback returned for the manifest step would be
 * cached by the runtime as if it were that remote's manifest.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Не удалось загрузить модуль ${id}`, error);
      return failedModule(error);
    },
  };
}
