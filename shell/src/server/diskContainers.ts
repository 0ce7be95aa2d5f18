import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A container named by a `file:` URL: a file of a remote's build on this machine. */
export const isOnDisk = (entry: string): boolean => entry.startsWith('file:');

/** The version of a container on the disk (its modification time and size), or null when it is missing. */
export async function diskVersion(entry: string): Promise<string | null> {
  try {
    const { mtimeMs, size } = await stat(fileURLToPath(entry));
    return `${mtimeMs}:${size}`;
  } catch {
    return null;
  }
}

/**
 * loadEntry runtime plugin: a remote's Node container named by a `file:` URL is read from the disk and run
 * as `@module-federation/node` runs one it fetched (the same CommonJS wrapper), with its own folder as
 * `__dirname`, so its chunks are read beside it from the disk too. The runtime fetches other addresses.
 */
export function diskContainersPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-disk-containers',
    async loadEntry({ remoteInfo }) {
      if (!isOnDisk(remoteInfo.entry)) return undefined;
      const file = fileURLToPath(remoteInfo.entry);
      const code = await readFile(file, 'utf8');
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const script = new vm.Script(
        `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
        {
          filename: file,
          importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
        },
      );
      (script.runInThisContext() as (...args: unknown[]) => void)(
        module.exports,
        module,
        // Node's own require, relative to the container: webpack would replace an imported createRequire.
        process.getBuiltinModule('node:module').createRequire(file),
        path.dirname(file),
        file,
      );
      const exported = module.exports[remoteInfo.entryGlobalName] ?? module.exports;
      // Where the runtime looks for a loaded container, as for one it fetched itself.
      (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName] = exported;
      return exported as Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;
    },
  };
}
