import type { TestServer } from '../helpers';

/**
 * One sample of the Prometheus text at /api/metrics: `name` with exactly these labels (none: the unlabelled
 * series); 0 when the series does not exist yet.
 */
export async function metric(
  server: TestServer,
  name: string,
  labels: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<number> {
  const answer = await server.request('/api/metrics', { headers });
  if (answer.status !== 200) throw new Error(`/api/metrics: ${answer.status} ${answer.body}`);
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const series = wanted ? `${name}{${wanted}}` : name;
  const line = answer.body.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
