import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as RUNTIME_CORE_FOR_REMOTES from './coreForRemotes';
import * as ERROR_CODES_FOR_REMOTES from './errorCodesForRemotes';

/**
 * The shell's webpack bundler runtime, lent to every built remote (scripts/webpack/remote-bundler-runtime.ts):
 * its functions take the container they serve as an argument, so one copy serves every container.
 */
export const BUNDLER_RUNTIME_FOR_REMOTES = {
  // The shell exposes nothing, so its own build leaves the container's init out; a remote needs it.
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
  errorCodes: ERROR_CODES_FOR_REMOTES,
};

export { RUNTIME_CORE_FOR_REMOTES };

declare global {
  // The global a remote built with `externalRuntime` reads when its remoteEntry.js runs.
  var _FEDERATION_RUNTIME_CORE: typeof RUNTIME_CORE_FOR_REMOTES | undefined;
  // The global a built remote reads its bundler runtime and error codes from (the webpack factory).
  var _SHOP_BUNDLER_RUNTIME: typeof BUNDLER_RUNTIME_FOR_REMOTES | undefined;
}

/** Must run before the first remoteEntry.js does, i.e. before any remote is loaded. */
export function provideRuntimeToRemotes(): void {
  globalThis._FEDERATION_RUNTIME_CORE = RUNTIME_CORE_FOR_REMOTES;
  globalThis._SHOP_BUNDLER_RUNTIME = BUNDLER_RUNTIME_FOR_REMOTES;
}
