import type { RuntimeConfig } from '@shop/shared';
import { containerName, isAdminHost, remotesFor } from './remotes';

const config: RuntimeConfig = {
  remotes: {
    'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
    'mf-checkout': '/remotes/mf-checkout/mf-manifest.json',
    'mf-account': '/remotes/mf-account/mf-manifest.json',
    'mf-info': 'https://cdn.example.ru/mf-info/mf-manifest.json',
    'mf-admin': '/remotes/mf-admin/mf-manifest.json',
  },
  apiBase: '/api',
  adminHosts: ['admin.example.ru', 'Prices.Example.ru'],
};

describe('remotes of a page', () => {
  it('allows the admin remote on localhost and on the admin hosts only', () => {
    expect(isAdminHost('localhost', [])).toBe(true);
    expect(isAdminHost('admin.example.ru', config.adminHosts)).toBe(true);
    expect(isAdminHost('prices.example.ru', config.adminHosts)).toBe(true);
    expect(isAdminHost('127.0.0.1', config.adminHosts)).toBe(false);
    expect(isAdminHost('shop.example.ru', config.adminHosts)).toBe(false);
  });

  it('registers every remote from the runtime config under its folder name as alias', () => {
    expect(remotesFor(config, 'localhost')).toEqual([
      { name: 'mf_catalog', alias: 'mf-catalog', entry: '/remotes/mf-catalog/mf-manifest.json' },
      { name: 'mf_checkout', alias: 'mf-checkout', entry: '/remotes/mf-checkout/mf-manifest.json' },
      { name: 'mf_account', alias: 'mf-account', entry: '/remotes/mf-account/mf-manifest.json' },
      { name: 'mf_info', alias: 'mf-info', entry: 'https://cdn.example.ru/mf-info/mf-manifest.json' },
      { name: 'mf_admin', alias: 'mf-admin', entry: '/remotes/mf-admin/mf-manifest.json' },
    ]);
  });

  it('leaves the admin remote out on a host that is not allowed', () => {
    const names = remotesFor(config, '127.0.0.1').map((remote) => remote.alias);
    expect(names).toEqual(['mf-catalog', 'mf-checkout', 'mf-account', 'mf-info']);
    expect(containerName('mf-admin')).toBe('mf_admin');
  });
});
