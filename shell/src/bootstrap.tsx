import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, ErrorNotice, type RuntimeConfig } from '@shop/shared';
import { createLoader } from './federation/loader';
import { isAdminHost } from './federation/remotes';
import { startFederation } from './federation/runtime';
import { Root } from './Root';
import { hydratedSwrConfig, readServerState } from './serverState';
import { EXPECTED_SERVER_FALLBACKS } from './serverFallbacks';

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

/**
 * A part the server left to the browser on purpose (a page of browser storage, a remote it could not load)
 * is rendered here without a word; anything else React recovered from is logged.
 */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest === 'string' && EXPECTED_SERVER_FALLBACKS.has(digest)) return;
  console.error(error, info.componentStack);
}

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const serverState = readServerState(document);
  try {
    const config = await fetchRuntimeConfig();
    configureRuntime(config);
    const load = createLoader(startFederation(config, window.location.hostname));
    const page = (
      <Root
        Router={BrowserRouter}
        swr={serverState ? hydratedSwrConfig(serverState) : {}}
        load={load}
        adminAllowed={isAdminHost(window.location.hostname, config.adminHosts)}
      />
    );
    // The server rendered the page: the browser takes it over. A transition renders in slices that yield to
    // the browser every few milliseconds instead of one long task: the first render no longer blocks input.
    if (serverState) startTransition(() => void hydrateRoot(container, page, { onRecoverableError }));
    else startTransition(() => createRoot(container).render(page));
  } catch (error) {
    console.error(error);
    createRoot(container).render(<ErrorNotice onRetry={() => window.location.reload()} />);
  }
}

void start();
