/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskContainersPlugin, diskVersion, isOnDisk } from './diskContainers';

type LoadEntryArgs = Parameters<NonNullable<ReturnType<typeof diskContainersPlugin>['loadEntry']>>[0];

describe("a remote's Node container on the disk", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-container-'));
  const file = path.join(dir, 'remoteEntry.js');
  const entry = `${pathToFileURL(file).href}?v=1`;
  const load = (remoteEntry: string) =>
    diskContainersPlugin().loadEntry?.({
      remoteInfo: { entry: remoteEntry, entryGlobalName: 'mf_test', name: 'mf_test', type: 'script' },
    } as unknown as LoadEntryArgs);

  beforeAll(() => {
    // A container as webpack's `commonjs-module` library writes it, reading a chunk beside it.
    fs.writeFileSync(path.join(dir, 'chunk.txt'), 'from the chunk');
    fs.writeFileSync(
      file,
      "const fs = require('node:fs');\n" +
        "exports.mf_test = { get: () => () => fs.readFileSync(__dirname + '/chunk.txt', 'utf8'), init() {} };\n",
    );
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is named by a file: URL, versioned by its file', async () => {
    expect(isOnDisk(entry)).toBe(true);
    expect(isOnDisk('https://cdn.example/remoteEntry.js')).toBe(false);
    const { mtimeMs, size } = fs.statSync(file);
    expect(await diskVersion(entry)).toBe(`${mtimeMs}:${size}`);
    expect(await diskVersion(pathToFileURL(path.join(dir, 'missing.js')).href)).toBeNull();
  });

  it('is read and run from its folder, and found where the runtime looks for it', async () => {
    const container = (await load(entry)) as unknown as { get: (id: string) => () => string };
    expect(container.get('./routes')()).toBe('from the chunk');
    expect((globalThis as Record<string, unknown>).mf_test).toBe(container);
  });

  it('leaves an address on another server to the runtime', async () => {
    expect(await load('https://cdn.example/remoteEntry.js')).toBeUndefined();
  });
});
