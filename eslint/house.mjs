import fs from 'node:fs';
import path from 'node:path';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export { importX };

// ---------------------------------------------------------------------------------------------------------
// Boundaries (docs/architecture/README.md, «Rules of the house»): checked by ESLint, not by memory.
// Every rule of the house has its own rule id, so the output names the rule that was broken and a later
// block can never silently replace another rule's options:
//   house/<rule>        looks at the import specifier (package names, subpaths, `import type`);
//   house-paths/<rule>  resolves a relative import to its file and checks the folder it lands in.
// docs/lint-boundaries.md lists them with an example error each.
// ---------------------------------------------------------------------------------------------------------

export const ROOT = path.resolve(import.meta.dirname, '..');
export const WORKSPACES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
export const REMOTES = WORKSPACES.filter((name) => name.startsWith('mf-'));
export const REMOTE_NAMES = `(${REMOTES.join('|')})`;
export const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
export const code = (...dirs) => dirs.map((dir) => `${dir}/${CODE}`);
export const BROWSER_DIRS = ['shell', ...REMOTES];
export const BROWSER = code(...BROWSER_DIRS);
export const BROWSER_TESTS = BROWSER_DIRS.flatMap((dir) => [
  `${dir}/**/*.test.{ts,tsx}`,
  `${dir}/src/testing/${CODE}`,
]);
/** Folders directly inside `dir` (none if it does not exist yet: the tree is being restructured). */
export const subfolders = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// The same two rule implementations, once per rule of the house.
export const byName = builtinRules.get('no-restricted-imports');
export const byPath = importX.rules['no-restricted-paths'];
if (!byName || !byPath)
  throw new Error('eslint.config.mjs: a rule behind the boundaries is missing (ESLint or import-x changed)');
export const HOUSE_RULES = [
  'remote-isolation',
  'shell-isolation',
  'browser-no-api',
  'api-browser-free-shared',
  'browser-shared-root',
  'pure-contract-domain',
  'feature-isolation',
  'module-isolation',
  'api-layers',
  'kernel-by-name',
];
export const house = {
  meta: { name: 'house' },
  rules: Object.fromEntries(HOUSE_RULES.map((id) => [id, byName])),
};
export const housePaths = {
  meta: { name: 'house-paths' },
  rules: Object.fromEntries(HOUSE_RULES.map((id) => [id, byPath])),
};

// Relative imports only: package names are house/* business, so one import never gets two errors.
export const nodeResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});
export const relativeResolver = {
  interfaceVersion: 3,
  name: 'house:relative',
  resolve: (source, file) =>
    source.startsWith('.') || path.isAbsolute(source) ? nodeResolver.resolve(source, file) : { found: false },
};

/** `house/*` options: each entry refuses specifiers matching `regex` (anchored) with the rule's message. */
export const refuse = (rule, patterns) => [
  'error',
  { patterns: patterns.map(({ regex, why, ...rest }) => ({ regex, message: `${rule} ${why}`, ...rest })) },
];
/** `house-paths/*` options (off while a folder has nothing to guard, e.g. a remote without features). */
export const zones = (rule, list) =>
  list.length === 0
    ? 'off'
    : [
        'error',
        { basePath: ROOT, zones: list.map(({ why, ...zone }) => ({ ...zone, message: `${rule} ${why}` })) },
      ];

export const R1 = 'House rule 1 (remotes stay apart):';
export const R2 = 'House rule 2 (the shell loads remotes at run time only):';
export const R3 = 'House rule 3 (browser code never imports the API):';
export const R4 = 'House rule 4 (the API uses only the browser-free parts of @shop/shared):';
export const R5 = 'House rule 5 (browser code imports @shop/shared by its root):';
export const R6 = 'House rule 6 (contract and domain stay pure):';
export const R7 = 'House rule 7 (a feature is used through its index.ts):';
export const R8 = 'House rule 8 (an API module is used through its index.ts):';
export const R9 = "House rule 9 (the API's layers):";
export const R10 = 'House rule 10 (the kernel is one instance, reached by its name):';

export const REACT_AND_BROWSER = {
  regex: '^(react|react-dom|react-router|react-router-dom|zustand|swr|js-cookie)(/|$)',
  why: 'contract/ and domain/ are shared with the Node API: no React, router, store, SWR or cookies here.',
};
export const SHARED_BROWSER_ROOT = {
  regex: '^@shop/shared(/(src|testing|kernel)(/.*)?)?$',
  why: 'import the sibling file relatively (../domain/x); the package root is the browser part.',
};
/** Rule 5 for all browser code, tests included: no deep paths, no subpaths but the contract and testing. */
export const SHARED_BY_ROOT = [
  { regex: '^@shop/shared/src(/|$)', why: 'no deep paths; import from @shop/shared.' },
  {
    regex: '^@shop/shared/(?!src(/|$))(?!(contract|testing)$)',
    why: 'import from the root @shop/shared (it re-exports the domain).',
  },
];
export const PURE_CORE_ZONE = {
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
