/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript';
import kernel from './version.json';

/**
 * The kernel's public surface: the declarations TypeScript emits for its files (comments left out), in a
 * fixed order. A change of a name, a signature or a shape changes it; a change inside a function does not.
 */
function surfaceHash(): string {
  const configFile = path.resolve(__dirname, '..', '..', 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const files = parsed.fileNames.filter(
    (file) => path.dirname(file) === __dirname && !/\.test\.tsx?$/.test(file),
  );
  const program = ts.createProgram(files, {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
  });
  const declarations = new Map<string, string>();
  for (const file of files) {
    program.emit(program.getSourceFile(file), (name, text) =>
      declarations.set(path.relative(__dirname, name), text),
    );
  }
  const hash = createHash('sha256');
  for (const [name, text] of [...declarations].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${name}\0${text}`);
  }
  return hash.digest('hex').slice(0, 16);
}

describe("the kernel's version", () => {
  it('is major.minor.patch, the newest one recorded', () => {
    expect(kernel.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(kernel.surfaces).at(-1)).toBe(kernel.version);
  });

  it('names the public surface it was given: a new surface needs a new version', () => {
    const surface = surfaceHash();
    const recorded = (kernel.surfaces as Record<string, string>)[kernel.version];
    if (recorded !== surface) {
      throw new Error(
        `The kernel's public surface changed (now ${surface}) under the same version ${kernel.version}. ` +
          'Raise the minor for an addition, the major for anything else (docs/architecture/kernel.md), ' +
          `and record the new version in shared/src/kernel/version.json with "${surface}".`,
      );
    }
  });
});
