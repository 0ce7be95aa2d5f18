import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../apps';
import { containerEntries } from './render-request';

describe("the remotes' Node containers", () => {
  const file = path.join(os.tmpdir(), `shop-remotes-${process.pid}.json`);
  const before = process.env.REMOTES_CONFIG;

  beforeAll(() => {
    fs.writeFileSync(
      file,
      JSON.stringify({
        remotes: {
          'mf-catalog': {
            manifest: '/remotes/mf-catalog/mf-manifest.json',
            server: '/remotes/mf-catalog/server/remoteEntry.js',
          },
          'mf-info': {
            manifest: '/remotes/mf-info/v2/mf-manifest.json',
            server: '/remotes/mf-info/v2/server/remoteEntry.js',
          },
          'mf-account': {
            manifest: 'https://cdn.example/account/mf-manifest.json',
            server: 'https://cdn.example/account/server/remoteEntry.js',
          },
          'mf-checkout': '/remotes/mf-checkout/mf-manifest.json',
        },
        apiBase: '/api',
        adminHosts: [],
      }),
    );
    process.env.REMOTES_CONFIG = file;
  });

  afterAll(() => {
    fs.rmSync(file, { force: true });
    if (before === undefined) delete process.env.REMOTES_CONFIG;
    else process.env.REMOTES_CONFIG = before;
  });

  it("reads a path of the site from the remote's build on the disk, and keeps an absolute URL", () => {
    expect(containerEntries()).toEqual({
      'mf-catalog': pathToFileURL(path.join(ROOT, 'mf-catalog', 'dist', 'server', 'remoteEntry.js')).href,
      'mf-info': pathToFileURL(path.join(ROOT, 'mf-info', 'dist', 'v2', 'server', 'remoteEntry.js')).href,
      'mf-account': 'https://cdn.example/account/server/remoteEntry.js',
    });
  });
});
