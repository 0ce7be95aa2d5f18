import { concurrently } from 'concurrently';
import { ALL_APPS } from '../../server/build/apps';
import { API_DEV_PORT, ROOT } from '../../server/src/apps';

/**
 * `npm run dev`: the API (tsx watch) and a webpack-dev-server for the shell and each remote.
 * Open the shell at http://localhost:3001; its /remotes.json points at the remotes' dev servers.
 */
const { result } = concurrently(
  [
    {
      name: 'api',
      // JSON log lines made readable; the API's own start-up lines say where it listens and where letters go.
      command: 'npm run dev -w api | pino-pretty --translateTime SYS:HH:MM:ss --ignore pid,hostname',
      env: { API_PORT: String(API_DEV_PORT) },
    },
    ...ALL_APPS.map((app) => ({ name: app.folder, command: `npm run dev -w ${app.folder}` })),
  ],
  { cwd: ROOT, prefix: 'name', killOthersOn: ['failure'], handleInput: false },
);

console.log(`Оболочка: http://localhost:${ALL_APPS[0]?.devPort}, API: http://localhost:${API_DEV_PORT}/api`);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
