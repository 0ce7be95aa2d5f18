/**
 * What a remote's `remoteEntry.js` takes from the shell instead of carrying its own copy of the federation
 * runtime core (`experiments.externalRuntime` in the webpack factory): the names the remote's bundled
 * `@module-federation/runtime` imports from `@module-federation/runtime-core` (its webpack bundler runtime is
 * the shell's own, runtimeForRemotes.ts).
 * Only these, not the core's whole namespace, so the shell's build still leaves the rest of the core out.
 */
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
