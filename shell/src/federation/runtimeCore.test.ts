import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CORE_FOR_REMOTES, provideRuntimeCore } from './runtimeCore';

/** Names a file of `@module-federation/runtime` imports from the runtime core (what a built remote bundles). */
function coreImports(file: string): string[] {
  const runtimeDir = path.dirname(require.resolve('@module-federation/runtime/package.json'));
  const source = readFileSync(path.join(runtimeDir, 'dist', file), 'utf8');
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g)];
  return names.flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('runtime core the shell provides to built remotes', () => {
  it('has every name the remotes’ bundled federation runtime imports from the core', () => {
    const needed = ['index.js', 'utils.js', 'helpers.js'].flatMap(coreImports);
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !(name in RUNTIME_CORE_FOR_REMOTES))).toEqual([]);
  });

  it('puts it where a remote built with externalRuntime reads it', () => {
    provideRuntimeCore();
    expect(globalThis._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(
      RUNTIME_CORE_FOR_REMOTES.ModuleFederation,
    );
  });
});
