import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRuntime, ErrorNotice, type RuntimeConfig } from '@shop/shared';
import { App } from './App';
import { createLoader } from './federation/loader';
import { isAdminHost } from './federation/remotes';
import { RemotesProvider } from './federation/RemoteSlot';
import { startFederation } from './federation/runtime';

async function fetchRuntimeConfig(attempts = 3): Promise<RuntimeConfig> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The default cache mode takes the response index.html preloads; the server asks for revalidation.
      const response = await fetch('/remotes.json');
      if (!response.ok) throw new Error(`GET /remotes.json: ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRuntimeConfig();
    configureRuntime(config);
    const load = createLoader(startFederation(config, window.location.hostname));
    // A transition renders in slices that yield to the browser every few milliseconds instead of one
    // long task: the first render no longer blocks input on a slow phone.
    startTransition(() =>
      root.render(
        <StrictMode>
          <RemotesProvider load={load}>
            <App adminAllowed={isAdminHost(window.location.hostname, config.adminHosts)} />
          </RemotesProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    root.render(<ErrorNotice onRetry={() => window.location.reload()} />);
  }
}

void start();
