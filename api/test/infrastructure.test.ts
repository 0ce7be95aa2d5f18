import Fastify, { type FastifyInstance } from 'fastify';
import { catalogueCachePlugin } from '../src/http/catalogue-cache';
import { mailerPlugin } from '../src/mail/plugin';
import { metricsPlugin, observability } from '../src/ops';
import { readSettings, settingsPlugin } from '../src/settings';

// The infrastructure's named plugins in process, without a database (every API test's server runs them all).

type Register = (app: FastifyInstance) => PromiseLike<unknown>;

test.each<[string, Register, string]>([
  ['metrics', (app) => app.register(metricsPlugin), 'database'],
  [
    'catalogue-cache',
    (app) => app.register(catalogueCachePlugin, { readVersion: async () => '' }),
    'database',
  ],
  ['mailer', (app) => app.register(mailerPlugin, { hasAccount: async () => true }), 'database'],
  ['observability', (app) => app.register(observability), 'metrics'],
])('%s registered before what it needs stops the start, naming it', async (name, register, needed) => {
  const app = Fastify();
  await app.register(settingsPlugin, { settings: readSettings({}) });
  await expect(register(app)).rejects.toThrow(
    `The dependency '${needed}' of plugin '${name}' is not registered`,
  );
  await app.close();
});

test('the settings plugin decorates the app with the settings it is given', async () => {
  const app = Fastify();
  const settings = readSettings({ PORT: '4000' });
  await app.register(settingsPlugin, { settings });
  expect(app.hasPlugin('settings')).toBe(true);
  expect(app.settings).toBe(settings);
  await app.close();
});
