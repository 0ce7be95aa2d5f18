import { readFileSync } from 'node:fs';
import path from 'node:path';
import realFederation from '@module-federation/webpack-bundler-runtime';
import {
  BUNDLER_RUNTIME_FOR_REMOTES,
  RUNTIME_CORE_FOR_REMOTES,
  provideRuntimeToRemotes,
} from './runtimeForRemotes';

/**
 * Names the files a built remote bundles of `@module-federation/runtime` import from package `from` (its
 * `helpers.js` serves the bundler runtime, which is the shell's).
 */
function importsOf(from: string): string[] {
  const runtimeDir = path.dirname(require.resolve('@module-federation/runtime/package.json'));
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${from}"`, 'g');
  return ['bundler.js', 'index.js', 'utils.js'].flatMap((file) =>
    [...readFileSync(path.join(runtimeDir, 'dist', file), 'utf8').matchAll(pattern)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
}

const functionNames = (object: object) =>
  Object.entries(object)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();

describe('federation runtime the shell lends to built remotes', () => {
  it('has every name the remotes’ bundled runtime imports from the core', () => {
    const needed = importsOf('@module-federation/runtime-core');
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !(name in RUNTIME_CORE_FOR_REMOTES))).toEqual([]);
  });

  it('has every error text the remotes’ bundled runtime imports', () => {
    const needed = importsOf('@module-federation/error-codes');
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !(name in BUNDLER_RUNTIME_FOR_REMOTES.errorCodes))).toEqual([]);
  });

  it('gives a remote the federation object webpack’s bundler runtime would, with every function', async () => {
    provideRuntimeToRemotes();
    expect(globalThis._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(
      RUNTIME_CORE_FOR_REMOTES.ModuleFederation,
    );
    const { default: lent } = await import('../../../scripts/webpack/remote-bundler-runtime');
    expect(Object.keys(lent).sort()).toEqual(Object.keys(realFederation).sort());
    expect(functionNames(lent.bundlerRuntime ?? {})).toEqual(
      functionNames(realFederation.bundlerRuntime ?? {}),
    );
    expect(lent.bundlerRuntime?.initContainerEntry).toBeInstanceOf(Function);
  });
});
