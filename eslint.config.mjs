import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// ---------------------------------------------------------------------------------------------------------
// Boundaries (ARCHITECTURE.md, "The contract"): the rules of the house, checked by ESLint, not by memory.
// Every rule of the house has its own rule id, so the output names the rule that was broken and a later
// block can never silently replace another rule's options:
//   house/<rule>        looks at the import specifier (package names, subpaths, `import type`);
//   house-paths/<rule>  resolves a relative import to its file and checks the folder it lands in.
// docs/lint-boundaries.md lists them with an example error each.
// ---------------------------------------------------------------------------------------------------------

const ROOT = import.meta.dirname;
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const REMOTES = WORKSPACES.filter((name) => name.startsWith('mf-'));
const REMOTE_NAMES = `(${REMOTES.join('|')})`;
const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const code = (...dirs) => dirs.map((dir) => `${dir}/${CODE}`);
const BROWSER_DIRS = ['shell', ...REMOTES];
const BROWSER = code(...BROWSER_DIRS);
const BROWSER_TESTS = BROWSER_DIRS.flatMap((dir) => [
  `${dir}/**/*.test.{ts,tsx}`,
  `${dir}/src/testing/${CODE}`,
]);
/** Folders directly inside `dir` (none if it does not exist yet: the tree is being restructured). */
const subfolders = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// The same two rule implementations, once per rule of the house.
const byName = builtinRules.get('no-restricted-imports');
const byPath = importX.rules['no-restricted-paths'];
if (!byName || !byPath)
  throw new Error('eslint.config.mjs: a rule behind the boundaries is missing (ESLint or import-x changed)');
const HOUSE_RULES = [
  'remote-isolation',
  'shell-isolation',
  'browser-no-api',
  'api-browser-free-shared',
  'browser-shared-root',
  'pure-contract-domain',
  'feature-isolation',
  'plugin-isolation',
  'api-layers',
  'kernel-by-name',
];
const house = { meta: { name: 'house' }, rules: Object.fromEntries(HOUSE_RULES.map((id) => [id, byName])) };
const housePaths = {
  meta: { name: 'house-paths' },
  rules: Object.fromEntries(HOUSE_RULES.map((id) => [id, byPath])),
};

// Relative imports only: package names are house/* business, so one import never gets two errors.
const nodeResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});
const relativeResolver = {
  interfaceVersion: 3,
  name: 'house:relative',
  resolve: (source, file) =>
    source.startsWith('.') || path.isAbsolute(source) ? nodeResolver.resolve(source, file) : { found: false },
};

/** `house/*` options: each entry refuses specifiers matching `regex` (anchored) with the rule's message. */
const refuse = (rule, patterns) => [
  'error',
  { patterns: patterns.map(({ regex, why, ...rest }) => ({ regex, message: `${rule} ${why}`, ...rest })) },
];
/** `house-paths/*` options (off while a folder has nothing to guard, e.g. a remote without features). */
const zones = (rule, list) =>
  list.length === 0
    ? 'off'
    : [
        'error',
        { basePath: ROOT, zones: list.map(({ why, ...zone }) => ({ ...zone, message: `${rule} ${why}` })) },
      ];

const R1 = 'House rule 1 (remotes stay apart):';
const R2 = 'House rule 2 (the shell loads remotes at run time only):';
const R3 = 'House rule 3 (browser code never imports the API):';
const R4 = 'House rule 4 (the API uses only the browser-free parts of @shop/shared):';
const R5 = 'House rule 5 (browser code imports @shop/shared by its root):';
const R6 = 'House rule 6 (contract and domain stay pure):';
const R7 = 'House rule 7 (a feature is used through its index.ts):';
const R8 = 'House rule 8 (an API plugin or module is used through its index.ts):';
const R9 = "House rule 9 (the API's layers):";
const R10 = 'House rule 10 (the kernel is one instance, reached by its name):';

const REACT_AND_BROWSER = {
  regex: '^(react|react-dom|react-router|react-router-dom|zustand|swr|js-cookie)(/|$)',
  why: 'contract/ and domain/ are shared with the Node API: no React, router, store, SWR or cookies here.',
};
const SHARED_BROWSER_ROOT = {
  regex: '^@shop/shared(/(src|testing|kernel)(/.*)?)?$',
  why: 'import the sibling file relatively (../domain/x); the package root is the browser part.',
};
/** Rule 5 for all browser code, tests included: no deep paths, no subpaths but the contract and testing. */
const SHARED_BY_ROOT = [
  { regex: '^@shop/shared/src(/|$)', why: 'no deep paths; import from @shop/shared.' },
  {
    regex: '^@shop/shared/(?!src(/|$))(?!(contract|testing)$)',
    why: 'import from the root @shop/shared (it re-exports the domain).',
  },
];
const PURE_CORE_ZONE = {
  target: ['shared/src/contract', 'shared/src/domain', 'shared/src/seo'],
  from: [
    'shared/src/store',
    'shared/src/auth',
    'shared/src/api',
    'shared/src/ui',
    'shared/src/testing',
    'shared/src/kernel',
    'shared/src/index.ts',
  ],
  why: 'store/, auth/, api/, ui/, testing/, kernel/ and index.ts are the browser part of @shop/shared.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'api/drizzle/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        console: 'readonly',
      },
    },
    // Plain .js files are CommonJS (webpack and jest configs): require() is their import.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ---- Boundaries -----------------------------------------------------------------------------------
  {
    plugins: { house, 'house-paths': housePaths },
    settings: { 'import-x/resolver-next': [relativeResolver] },
  },

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

  // 8. An API plugin uses another plugin only through its index.ts (its public module); a module
  //    (api/src/modules/<module>) is used from outside only through its index.ts, and its tables (schema/)
  //    only from inside it, from another module's tables (foreign keys) and from db/schema/index.ts.
  {
    files: code('api/src'),
    rules: {
      'house-paths/plugin-isolation': zones(R8, [
        ...subfolders('api/src/plugins').map((plugin) => ({
          target: `api/src/plugins/${plugin}/**`,
          from: `api/src/plugins/!(${plugin})/**`,
          except: [`${ROOT}/api/src/plugins/*/index.ts`],
          why: "import the other plugin's index (../<plugin>), or move what both need out of the plugins.",
        })),
        ...subfolders('api/src/modules').map((module) => ({
          target: [`api/src/*.ts`, `api/src/!(modules|seed|db)/**`, `api/src/modules/!(${module})/**`],
          from: `api/src/modules/${module}/**`,
          except: [`${ROOT}/api/src/modules/${module}/{index.ts,schema/**}`],
          why: `import the module's index (modules/${module}), which is its public surface.`,
        })),
        ...subfolders('api/src/modules').map((module) => ({
          target: [
            `api/src/*.ts`,
            `api/src/!(modules|db)/**`,
            `api/src/db/!(schema)/**`,
            `api/src/modules/!(${module})/!(schema)/**`,
            `api/src/modules/!(${module})/*.ts`,
          ],
          from: `api/src/modules/${module}/schema/**`,
          why: `another module reads modules/${module}'s data through its service (modules/${module}/index.ts), never its tables.`,
        })),
      ]),
    },
  },

  // 9. The API's production code (plugins, modules, ops, db, http, auth, mail) never imports the demo catalogue
  //    (seed/); the seed builds on the catalogue's model (modules/catalogue/model) and its tables, never on a
  //    plugin or the rest of a module; the model on neither. Only the composition root (app.ts, server.ts)
  //    seeds a first start.
  {
    files: code('api/src'),
    rules: {
      'house-paths/api-layers': zones(R9, [
        {
          target: subfolders('api/src')
            .filter((dir) => dir !== 'seed')
            .map((dir) => `api/src/${dir}`),
          from: 'api/src/seed',
          why: "production code never imports the demo catalogue; the catalogue's model (api/src/modules/catalogue/model) holds what production and the seed share.",
        },
        {
          target: ['api/src/seed/**', 'api/src/modules/catalogue/model/**'],
          from: [
            'api/src/plugins/**',
            'api/src/ops/**',
            'api/src/modules/*/!(model|schema)/**',
            'api/src/modules/*/*.ts',
          ],
          why: "move what both need into the catalogue's model (api/src/modules/catalogue/model).",
        },
        {
          target: 'api/src/db/**',
          from: subfolders('api/src')
            .filter((dir) => dir !== 'db')
            .map((dir) => `api/src/${dir}/**`),
          except: [`${ROOT}/api/src/modules/*/schema/**`],
          why: "the database layer is the bottom one: its callers hand it what it needs (settings, options); only db/schema/index.ts gathers the modules' tables.",
        },
      ]),
    },
  },

  // The API's files import one another without a cycle. import-x leaves out imports of types only (a cycle
  // through them runs no code, but a reader still holds it at once: keep those out by hand). Files outside
  // api/src are not checked yet.
  {
    files: code('api/src'),
    plugins: { 'import-x': importX },
    // The files it follows are TypeScript, read with typescript-eslint's parser.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
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
);
