import * as RUNTIME_CORE_FOR_REMOTES from './coreForRemotes';

export { RUNTIME_CORE_FOR_REMOTES };

declare global {
  // The global a remote built with `externalRuntime` reads when its remoteEntry.js runs.
  var _FEDERATION_RUNTIME_CORE: typeof RUNTIME_CORE_FOR_REMOTES | undefined;
}

/** Must run before the first remoteEntry.js does, i.e. before any remote is loaded. */
export function provideRuntimeCore(): void {
  globalThis._FEDERATION_RUNTIME_CORE = RUNTIME_CORE_FOR_REMOTES;
}
