import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { App } from './App';
import type { LoadExposed } from './federation/loader';
import { RemotesProvider, type HeldExposes } from './federation/RemoteSlot';

export interface RootProps {
  /** The browser's router, or on the server one fixed location. */
  Router: ComponentType<{ children: ReactNode }>;
  swr: SWRConfiguration;
  load: LoadExposed;
  held?: HeldExposes;
  adminAllowed: boolean;
}

/** Marks `#root` once the page runs in the browser (hydrated or rendered there): tests and tools wait for it. */
function ReadyMark() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/** The whole page, the same on the server and in the browser (the browser hydrates what the server sent). */
export function Root({ Router, swr, load, held, adminAllowed }: RootProps) {
  return (
    <StrictMode>
      <SWRConfig value={swr}>
        <RemotesProvider load={load} held={held}>
          <Router>
            <App adminAllowed={adminAllowed} />
          </Router>
          <ReadyMark />
        </RemotesProvider>
      </SWRConfig>
    </StrictMode>
  );
}
