import { ROOT, code, subfolders, zones, R8, R9, importX } from './house.mjs';

// The rules of the house for the API: modules through their index and their tables inside, the layers, no import cycle.
export const apiRules = [
  // 8. A module (api/src/modules/<module>) is used from outside only through its index.ts, and its tables (schema/)
  //    only from inside it, from another module's tables (foreign keys) and from db/schema/index.ts.
  {
    files: code('api/src'),
    rules: {
      'house-paths/module-isolation': zones(R8, [
        ...subfolders('api/src/modules').map((module) => ({
          target: [`api/src/*.ts`, `api/src/!(modules|seed|db)/**`, `api/src/modules/!(${module})/**`],
          from: `api/src/modules/${module}/**`,
          except: [`${ROOT}/api/src/modules/${module}/{index.ts,schema/**}`],
          why: `import the module's index (modules/${module}), which is its public surface.`,
        })),
        ...subfolders('api/src/modules').map((module) => ({
          target: [
            `api/src/*.ts`,
            // The demo seed writes the catalogue's tables itself (rule 9 keeps it on the model and the tables).
            `api/src/!(modules|db|seed)/**`,
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
          from: ['api/src/ops/**', 'api/src/modules/*/!(model|schema)/**', 'api/src/modules/*/*.ts'],
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
        {
          target: ['api/src/*.ts', 'api/src/!(db)/**'],
          from: 'api/src/db/schema/index.ts',
          why: "import the table's own file (db/schema/<file> for the infrastructure's, a module's service for its data): the index gathers every table for drizzle-kit and the migrator only.",
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
];
