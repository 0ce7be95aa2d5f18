import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { apiRules } from './eslint/api.mjs';
import { browserRules } from './eslint/browser.mjs';
import { house, housePaths, relativeResolver } from './eslint/house.mjs';
import { sharedRules } from './eslint/shared.mjs';

// The language rules every file follows, then the rules of the house (eslint/: the boundaries between the
// parts, each with its own rule id; docs/lint-boundaries.md lists them with an example error each).
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
  ...browserRules,
  ...sharedRules,
  ...apiRules,
);
