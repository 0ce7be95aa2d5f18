import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The webpack configs' CommonJS helper (JavaScript, no types of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedVersion } = require('../../../scripts/webpack/shared-version') as {
  sharedVersion: (dir?: string) => string;
};

/** A package like `@shop/shared`: package.json and a source file, its test and a test helper. */
function fakePackage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-version-'));
  mkdirSync(path.join(dir, 'src', 'testing'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@shop/shared', version: '0.1.0' }));
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'src', 'index.test.ts'), 'test("a", () => undefined);\n');
  writeFileSync(path.join(dir, 'src', 'testing', 'setup.ts'), 'export {};\n');
  return dir;
}

describe('the version @shop/shared is shared under', () => {
  let dir = '';
  beforeEach(() => {
    dir = fakePackage();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the package version and a hash of the source, the same for the same source', () => {
    const version = sharedVersion(dir);
    expect(version).toMatch(/^0\.1\.0-h[0-9a-f]{8}$/);
    expect(sharedVersion(dir)).toBe(version);
  });

  it('changes with any source file a build bundles, and with a new file', () => {
    const before = sharedVersion(dir);
    writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 2;\n');
    const edited = sharedVersion(dir);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(dir, 'src', 'more.ts'), 'export const b = 1;\n');
    expect(sharedVersion(dir)).not.toBe(edited);
  });

  it('stays when only tests or test helpers change (no build bundles them)', () => {
    const before = sharedVersion(dir);
    writeFileSync(path.join(dir, 'src', 'index.test.ts'), 'test("b", () => undefined);\n');
    writeFileSync(path.join(dir, 'src', 'testing', 'setup.ts'), 'export const x = 1;\n');
    expect(sharedVersion(dir)).toBe(before);
  });

  it('is what the shell and every remote are built with: the real package has one', () => {
    expect(sharedVersion()).toMatch(/^0\.1\.0-h[0-9a-f]{8}$/);
  });
});
