import {
  code,
  refuse,
  zones,
  R4,
  R6,
  R10,
  REACT_AND_BROWSER,
  SHARED_BROWSER_ROOT,
  PURE_CORE_ZONE,
} from './house.mjs';

// The rules of the house for @shop/shared and the API's use of it: the browser-free parts, pure contract and domain, the kernel by its name.
export const sharedRules = [
  // 4. The API imports only @shop/shared/contract, /domain and /seo (no React, store or cookies on Node).
  {
    files: code('api'),
    rules: {
      'house/api-browser-free-shared': refuse(R4, [
        {
          regex: '^@shop/shared$',
          why: 'the root is the browser part; use @shop/shared/contract or /domain.',
        },
        {
          regex: '^@shop/shared/src(/|$)',
          why: 'no deep paths; use @shop/shared/contract or @shop/shared/domain.',
        },
        {
          regex: '^@shop/shared/(?!src(/|$))(?!(contract|domain|seo)$)',
          why: 'only the subpaths @shop/shared/contract, @shop/shared/domain and @shop/shared/seo.',
        },
      ]),
      'house-paths/api-browser-free-shared': zones(R4, [
        {
          target: 'api',
          from: 'shared',
          except: ['src/contract', 'src/domain', 'src/seo'],
          why: 'only shared/src/contract, domain and seo, through @shop/shared/contract, /domain or /seo.',
        },
      ]),
    },
  },

  // 6. contract/ and domain/ run on Node and in the browser: no React, store, cookies or browser folders.
  {
    files: code('shared/src/contract'),
    rules: {
      'house/pure-contract-domain': refuse(R6, [REACT_AND_BROWSER, SHARED_BROWSER_ROOT]),
      'house-paths/pure-contract-domain': zones(R6, [PURE_CORE_ZONE]),
    },
  },
  // 6 (domain). The domain (and seo/, built on it) is plain facts: zod and the contract's values stay out too.
  {
    files: code('shared/src/domain', 'shared/src/seo'),
    rules: {
      'house/pure-contract-domain': refuse(R6, [
        REACT_AND_BROWSER,
        SHARED_BROWSER_ROOT,
        {
          regex: '^zod(/|$)',
          allowTypeImports: true,
          why: 'domain/ holds plain facts, no zod (`import type` is fine).',
        },
        {
          regex: '^((\\.\\./)+contract|@shop/shared/contract)(/|$)',
          allowTypeImports: true,
          why: 'domain/ may import contract types only (`import type`); the contract builds on the domain.',
        },
      ]),
      'house-paths/pure-contract-domain': zones(R6, [PURE_CORE_ZONE]),
    },
  },

  // 10. The federation shares the kernel under its name only: the rest of shared/ imports it as
  //     @shop/shared/kernel (a relative import would bundle a second store and session), and the kernel
  //     builds on the library's plain parts (contract, domain), never on the parts built on it.
  {
    files: code('shared/src'),
    ignores: code('shared/src/kernel'),
    rules: {
      'house-paths/kernel-by-name': zones(R10, [
        {
          target: ['shared/src/*', 'shared/src/!(kernel)/**'],
          from: 'shared/src/kernel',
          why: 'import it as @shop/shared/kernel.',
        },
      ]),
    },
  },
  {
    files: code('shared/src/kernel'),
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'house/kernel-by-name': refuse(R10, [
        { regex: '^@shop/shared$', why: 'the kernel is below the library: import the file it needs.' },
      ]),
      'house-paths/kernel-by-name': zones(R10, [
        {
          target: 'shared/src/kernel',
          from: ['api', 'auth', 'hooks', 'orders', 'store', 'ui', 'index.ts'].map(
            (part) => `shared/src/${part}`,
          ),
          why: 'the kernel is below the library: only contract/, domain/ and seo/ types.',
        },
      ]),
    },
  },
];
