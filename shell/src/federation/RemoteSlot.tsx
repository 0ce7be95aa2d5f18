import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorNotice, Spinner, TEXTS, type RemoteName } from '@shop/shared';
import type { LoadExposed } from './loader';

export type ExposedComponent = ComponentType<object>;

/**
 * The component of an exposed module the caller already holds (the server loads a page's remotes before
 * rendering it), or undefined to load it lazily.
 */
export type HeldExposes = (remote: RemoteName, expose: string) => ExposedComponent | undefined;

interface RemotesContextValue {
  /** The component of an exposed module (lazy unless held); a new one after each retry of that remote. */
  component(remote: RemoteName, expose: string): ExposedComponent;
  /** Bumped by a retry; slots of the remote remount with it. */
  attempt(remote: RemoteName): number;
  retry(remote: RemoteName): void;
}

const RemotesContext = createContext<RemotesContextValue | null>(null);

/** Gives every RemoteSlot below it the loader; remote code is requested when a slot first renders. */
export function RemotesProvider({
  load,
  held,
  children,
}: {
  load: LoadExposed;
  held?: HeldExposes;
  children: ReactNode;
}) {
  const [attempts, setAttempts] = useState<Partial<Record<RemoteName, number>>>({});
  const [cache] = useState(() => new Map<string, LazyExoticComponent<ExposedComponent>>());

  const retry = useCallback((remote: RemoteName) => {
    setAttempts((current) => ({ ...current, [remote]: (current[remote] ?? 0) + 1 }));
  }, []);

  const value = useMemo<RemotesContextValue>(
    () => ({
      attempt: (remote) => attempts[remote] ?? 0,
      retry,
      component(remote, expose) {
        const ready = held?.(remote, expose);
        if (ready) return ready;
        const key = `${remote}/${expose}#${attempts[remote] ?? 0}`;
        let found = cache.get(key);
        if (!found) {
          found = lazy(() => load<{ default: ExposedComponent }>(remote, expose));
          cache.set(key, found);
        }
        return found;
      },
    }),
    [attempts, cache, held, load, retry],
  );

  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that failed to load or threw while rendering, so only its slot is replaced. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Ошибка микрофронтенда', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  /** The exposed module's name without "./", e.g. "routes". */
  expose: string;
  props?: P;
  /** Shown while the remote's code loads. */
  loading?: ReactNode;
  /** Shown when the remote is unavailable; `retry` loads it again. */
  unavailable?: (retry: () => void) => ReactNode;
}

export function SectionUnavailable({ retry }: { retry: () => void }) {
  return <ErrorNotice message={TEXTS.common.remoteUnavailable} onRetry={retry} />;
}

/** Mounts one exposed component of a remote, with a loading state and a fallback with retry. */
export function RemoteSlot<P extends object>({
  remote,
  expose,
  props,
  loading = <Spinner />,
  unavailable = (retry) => <SectionUnavailable retry={retry} />,
}: RemoteSlotProps<P>) {
  const remotes = useContext(RemotesContext);
  if (!remotes) throw new Error('RemoteSlot needs a RemotesProvider');
  const Exposed = remotes.component(remote, expose) as unknown as ComponentType<P>;
  return (
    // Keyed by remote and attempt: a route change to another remote or a retry starts a fresh boundary.
    <RemoteErrorBoundary
      key={`${remote}/${expose}#${remotes.attempt(remote)}`}
      fallback={unavailable(() => remotes.retry(remote))}
    >
      <Suspense fallback={loading}>
        <Exposed {...(props as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
