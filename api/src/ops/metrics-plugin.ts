import fp from 'fastify-plugin';
import { ShopMetrics } from './metrics';
import { LoopMonitor, type Peers } from './peers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (`/api/metrics`); plugins count their events here. */
    metrics: ShopMetrics;
  }
}

export interface MetricsOptions {
  /** The shop's other processes: their figures are shown too, PGlite's thread as its owner reports it. */
  peers?: Peers;
}

/** `app.metrics`, with the database's thread and the processes watched. */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { peers }) => {
    const metrics = new ShopMetrics(app.db);
    app.decorate('metrics', metrics);
    const { threadMemory } = app.database;
    if (threadMemory) metrics.watchDatabaseThread(threadMemory);
    else if (peers) metrics.watchDatabaseThread(async () => peers.databaseThread());
    if (peers) metrics.watchProcesses(() => peers.figures());
    else {
      const monitor = new LoopMonitor();
      app.addHook('onClose', async () => monitor.stop());
      metrics.watchProcesses(() => ({ api: monitor.figures() }));
    }
  },
  { name: 'metrics', dependencies: ['database'] },
);
