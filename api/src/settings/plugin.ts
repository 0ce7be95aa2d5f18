import fp from 'fastify-plugin';
import { type Settings, readSettings } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings read once at start (settings/schema.ts): plugins read them here, never `process.env`. */
    settings: Settings;
  }
}

export interface SettingsOptions {
  /** Already read (the caller started with them); unset: read from the environment now. */
  settings?: Settings;
}

export const settingsPlugin = fp<SettingsOptions>(
  async (app, options) => {
    app.decorate('settings', options.settings ?? readSettings());
  },
  { name: 'settings' },
);
