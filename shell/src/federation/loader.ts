import type { RemoteName } from '@shop/shared';
import { failureOf, isFailedModule } from './fallbackPlugin';

/** The part of the federation runtime the loader needs; a test double stands in for it in unit tests. */
export interface FederationPort {
  /** Resolves to the exposed module, or to a failed module (see fallbackPlugin). */
  loadRemote(id: string): Promise<unknown>;
  /** Forgets a failed attempt (cached manifest, half-loaded entry) so the next one starts afresh. */
  forget(remote: RemoteName): void;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote}/${expose} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; doubled before each further one. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type LoadExposed = <T>(remote: RemoteName, expose: string) => Promise<T>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Loads a remote's exposed module with a bounded retry; rejects with RemoteUnavailableError at the end. */
export function createLoader(
  port: FederationPort,
  { attempts = 3, delayMs = 300, sleep = wait }: RetryOptions = {},
): LoadExposed {
  return async function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
    let failure: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(delayMs * 2 ** (attempt - 1));
      try {
        const module = await port.loadRemote(`${remote}/${expose}`);
        if (isFailedModule(module)) failure = failureOf(module);
        else if (module) return module as T;
        else failure = new Error(`${remote}/${expose} resolved to nothing`);
      } catch (error) {
        failure = error;
      }
      port.forget(remote);
    }
    throw new RemoteUnavailableError(remote, expose, { cause: failure });
  };
}
