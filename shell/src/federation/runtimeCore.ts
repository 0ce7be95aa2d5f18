import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * What a remote's `remoteEntry.js` takes from the shell instead of carrying its own copy of the federation
 * runtime core (`experiments.externalRuntime` in the webpack factory): the names the remote's bundled
 * `@module-federation/runtime` and webpack bundler runtime import from `@module-federation/runtime-core`.
 * Named, not `import * as`, so the shell's build still leaves the rest of the core out.
 */
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

declare global {
  // The global a remote built with `externalRuntime` reads when its remoteEntry.js runs.
  var _FEDERATION_RUNTIME_CORE: typeof RUNTIME_CORE_FOR_REMOTES | undefined;
}

/** Must run before the first remoteEntry.js does, i.e. before any remote is loaded. */
export function provideRuntimeCore(): void {
  globalThis._FEDERATION_RUNTIME_CORE = RUNTIME_CORE_FOR_REMOTES;
}
