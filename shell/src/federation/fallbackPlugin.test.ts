import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, failureOf, isFailedModule } from './fallbackPlugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle'], error: unknown): ErrorArgs => ({
  id: 'mf-info/routes',
  error,
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('fallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed loadRemote into a fallback module carrying the error', async () => {
    const error = new Error('ChunkLoadError');
    const result = await fallbackPlugin().errorLoadRemote?.(args('onLoad', error));
    expect(isFailedModule(result)).toBe(true);
    expect(isFailedModule(result) && failureOf(result)).toBe(error);
  });

  it('gives no fallback for the manifest step, so the runtime never caches it as a manifest', async () => {
    expect(await fallbackPlugin().errorLoadRemote?.(args('afterResolve', new Error('404')))).toBeUndefined();
  });
});
