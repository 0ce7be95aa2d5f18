import {
  ROOT,
  REMOTES,
  REMOTE_NAMES,
  code,
  BROWSER,
  BROWSER_TESTS,
  subfolders,
  refuse,
  zones,
  R1,
  R2,
  R3,
  R5,
  R7,
  SHARED_BY_ROOT,
} from './house.mjs';

// The rules of the house for browser code: remotes apart, the shell apart, no API, @shop/shared by its root, features through their index.
export const browserRules = [
  // 1. A remote never imports another remote or the shell: what two remotes need goes into @shop/shared.
  ...REMOTES.map((remote) => ({
    files: code(remote),
    rules: {
      'house/remote-isolation': refuse(R1, [
        {
          regex: `^(shell|${REMOTE_NAMES})(/|$)`,
          why: 'no remote or shell package; move it into @shop/shared.',
        },
      ]),
      'house-paths/remote-isolation': zones(R1, [
        {
          target: remote,
          from: ['shell', ...REMOTES.filter((other) => other !== remote)],
          why: 'no file of another remote or of the shell; move it into @shop/shared.',
        },
      ]),
    },
  })),

  // 2. The shell never imports a remote's source: remotes are mounted through Module Federation.
  {
    files: code('shell'),
    rules: {
      'house/shell-isolation': refuse(R2, [
        {
          regex: `^${REMOTE_NAMES}(/|$)`,
          why: "load the remote's exposed module through Module Federation.",
        },
      ]),
      'house-paths/shell-isolation': zones(R2, [
        {
          target: 'shell',
          from: REMOTES,
          why: "load the remote's exposed module through Module Federation.",
        },
      ]),
    },
  },

  // 3. Browser code (shell, remotes, all of shared/) never imports the API server.
  {
    files: [...BROWSER, ...code('shared')],
    rules: {
      'house/browser-no-api': refuse(R3, [
        {
          regex: '^@shop/api(/|$)',
          why: 'talk to the server over HTTP; shared shapes live in @shop/shared/contract.',
        },
      ]),
      'house-paths/browser-no-api': zones(R3, [
        {
          target: ['shell', ...REMOTES, 'shared'],
          from: 'api',
          why: 'talk to the server over HTTP; shared shapes live in @shop/shared/contract.',
        },
      ]),
    },
  },

  // 5. Browser code imports @shop/shared by its root; the contract as types only (zod stays out of the bundle).
  {
    files: BROWSER,
    ignores: BROWSER_TESTS,
    rules: {
      'house/browser-shared-root': refuse(R5, [
        ...SHARED_BY_ROOT,
        {
          regex: '^@shop/shared/contract$',
          allowTypeImports: true,
          why: 'use `import type` (zod must not reach the browser bundle); values come from @shop/shared.',
        },
        { regex: '^@shop/shared/testing$', why: 'test helpers only in *.test.ts(x) and src/testing/.' },
      ]),
    },
  },
  // 5 (tests). Tests and src/testing/ may use the contract's schemas and @shop/shared/testing.
  {
    files: BROWSER_TESTS,
    rules: {
      'house/browser-shared-root': refuse(R5, SHARED_BY_ROOT),
    },
  },
  // 5 (the server renderer). shell/src/server/ runs in Node only: the head's builders (@shop/shared/seo) too.
  {
    files: code('shell/src/server'),
    ignores: BROWSER_TESTS,
    rules: {
      'house/browser-shared-root': refuse(R5, [
        SHARED_BY_ROOT[0],
        {
          regex: '^@shop/shared/(?!src(/|$))(?!(contract|seo)$)',
          why: 'import from the root @shop/shared, or the head builders from @shop/shared/seo.',
        },
        {
          regex: '^@shop/shared/contract$',
          allowTypeImports: true,
          why: 'use `import type`; values come from @shop/shared.',
        },
      ]),
    },
  },

  // 5 (shared). The browser part of @shop/shared takes the contract's types only: no schema, no zod.
  {
    files: code('shared/src'),
    ignores: [
      ...code('shared/src/contract', 'shared/src/domain', 'shared/src/testing'),
      'shared/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'house/browser-shared-root': refuse(R5, [
        {
          regex: '^(zod|(\\./|(\\.\\./)+)contract)(/|$)',
          allowTypeImports: true,
          why: 'the browser part takes the contract as `import type` only: zod must not reach the bundle.',
        },
      ]),
    },
  },

  // 7. A feature is used through its index.ts: no file outside it (another feature, routes/, App.tsx) reaches in.
  ...REMOTES.map((remote) => {
    const features = `${remote}/src/features`;
    const except = [`${ROOT}/${features}/*/index.{ts,tsx}`];
    const why = "import the feature's index (../<feature>, ../features/<feature>), not its files.";
    return {
      files: code(`${remote}/src`),
      rules: {
        'house-paths/feature-isolation': zones(R7, [
          ...subfolders(features).map((feature) => ({
            target: `${features}/${feature}/**`,
            from: `${features}/!(${feature})/**`,
            except,
            why,
          })),
          {
            target: [`${remote}/src/*`, `${remote}/src/!(features)/**`],
            from: `${features}/*/**`,
            except,
            why,
          },
        ]),
      },
    };
  }),
];
