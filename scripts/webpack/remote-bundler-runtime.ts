/**
 * What a built remote's federation entry imports instead of `@module-federation/webpack-bundler-runtime`'s
 * `bundler.js` (an alias in the webpack factory): the same object, with the bundler runtime the shell lends
 * (shell/src/federation/runtimeForRemotes.ts) in place of a copy in every remoteEntry.js. The remote keeps
 * its own `@module-federation/runtime`: that module holds the container's federation instance in a module
 * variable, which one copy shared with the shell would overwrite.
 */
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

type Lent = Required<Pick<Federation, 'bundlerRuntime' | 'attachShareScopeMap'>>;

const lent = (globalThis as { _SHOP_BUNDLER_RUNTIME?: Lent })._SHOP_BUNDLER_RUNTIME;
if (!lent) throw new Error('A built remote runs only under the shell, which lends it the bundler runtime.');

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: lent.bundlerRuntime,
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
