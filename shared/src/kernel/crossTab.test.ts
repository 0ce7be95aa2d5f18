import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

/**
 * Two tabs of the site: two copies of the session module, each with its own store and channel, sharing
 * the cookie jar (jsdom's document.cookie) as real tabs do. Node's BroadcastChannel stands in for the
 * browser's (jsdom has none).
 */
type Session = typeof import('./session');

const opened: NodeBroadcastChannel[] = [];
class TestChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

function openTab(): Session {
  let tab: Session | undefined;
  jest.isolateModules(() => {
    tab = jest.requireActual<Session>('./session');
  });
  return tab!;
}

const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => {
  Object.assign(globalThis, { BroadcastChannel: TestChannel });
});
afterAll(() => {
  opened.forEach((channel) => channel.close());
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
});

it('a logout in one tab logs out the other; a login in one logs in the other', async () => {
  const first = openTab();
  const second = openTab();

  first.setAccessToken('token-1');
  await delivered();
  expect(second.getAccessToken()).toBe('token-1');

  first.endSession();
  await delivered();
  expect(second.getAccessToken()).toBeNull();
  expect(second.useSessionStore.getState().notice).toBeNull();

  second.setAccessToken('token-2');
  await delivered();
  second.endSession({ expired: true });
  await delivered();
  expect(first.getAccessToken()).toBeNull();
  expect(first.useSessionStore.getState().notice).toBe('Сессия истекла, войдите снова.');
});
