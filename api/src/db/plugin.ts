import fp from 'fastify-plugin';
import { type Database, type DatabaseOptions, type DatabaseSettings, type Db, openDatabase } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  settings: DatabaseSettings;
}

/** `app.database` (the driver, `exclusive`) and `app.db` (Drizzle), opened and migrated; closed with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { settings, ...options }) => {
    const database = await openDatabase(options, settings);
    app.addHook('onClose', () => database.close());
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
