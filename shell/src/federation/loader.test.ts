import { failedModule } from './fallbackPlugin';
import { createLoader, RemoteUnavailableError, type FederationPort } from './loader';

function portAnswering(...answers: Array<unknown | Error>) {
  const calls: string[] = [];
  const forgotten: string[] = [];
  const port: FederationPort = {
    loadRemote: async (id) => {
      calls.push(id);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    forget: (remote) => forgotten.push(remote),
  };
  return { port, calls, forgotten };
}

const noWait = { sleep: async () => undefined };

describe('createLoader', () => {
  it('returns the exposed module of the first successful try', async () => {
    const routes = { default: () => null };
    const { port, calls, forgotten } = portAnswering(routes);
    await expect(createLoader(port, noWait)('mf-info', 'routes')).resolves.toBe(routes);
    expect(calls).toEqual(['mf-info/routes']);
    expect(forgotten).toEqual([]);
  });

  it('tries again after a failed module or a thrown error, forgetting the failed attempt each time', async () => {
    const routes = { default: () => null };
    const { port, calls, forgotten } = portAnswering(
      failedModule(new Error('manifest 503')),
      new Error('chunk failed'),
      routes,
    );
    await expect(createLoader(port, { ...noWait, attempts: 3 })('mf-checkout', 'routes')).resolves.toBe(
      routes,
    );
    expect(calls).toHaveLength(3);
    expect(forgotten).toEqual(['mf-checkout', 'mf-checkout']);
  });

  it('gives up after the bounded number of tries with RemoteUnavailableError carrying the last failure', async () => {
    const last = new Error('still down');
    const { port, calls } = portAnswering(failedModule(new Error('down')), null, failedModule(last));
    const error = await createLoader(port, { ...noWait, attempts: 3 })('mf-account', 'LoginModal').catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'mf-account', expose: 'LoginModal', cause: last });
    expect(calls).toHaveLength(3);
  });

  it('waits longer before each further try', async () => {
    const waits: number[] = [];
    const { port } = portAnswering(null, null, null, null);
    const load = createLoader(port, { attempts: 4, delayMs: 100, sleep: async (ms) => void waits.push(ms) });
    await expect(load('mf-info', 'routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(waits).toEqual([100, 200, 400]);
  });
});
