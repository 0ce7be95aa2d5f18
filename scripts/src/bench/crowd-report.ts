import { onCores } from './crowd-settings';
import { percentile } from './crowd-metrics';
import type { Kind, Run } from './crowd-run';

/** What a crowd's run prints, and which of its aims it broke. */

/** The aims at p99 under the crowd, by kind of request. */
const AIMS_MS: Partial<Record<Kind, number>> = { html: 150, listing: 100, search: 150, order: 150 };

export function report(run: Run): void {
  const ms = (value: number) => `${value.toFixed(0)} мс`.padStart(8);
  console.log(
    `\nПроцессов сайта: ${run.processes}${onCores(run.processes)}; ${run.visitors} посетителей, ${run.seconds.toFixed(0)} с`,
  );
  console.log(
    `  запросов ${run.requests} (${(run.requests / run.seconds).toFixed(0)}/с), ошибок ${run.errors.length}`,
  );
  for (const error of [...new Set(run.errors)].slice(0, 10)) console.log(`    ${error}`);
  console.log(`  заказов подтверждено ${run.acknowledged}, в базе ${run.stored}`);
  console.log('  вид        число      p50      p99');
  for (const [kind, values] of run.times)
    console.log(
      `  ${kind.padEnd(9)} ${String(values.length).padStart(6)} ${ms(percentile(values, 50))} ${ms(percentile(values, 99))}`,
    );
  console.log('  процесс       CPU    память (рост)    цикл событий p50 / p99 / max (max до толпы)');
  for (const [name, after] of run.figures.after) {
    const before = run.figures.before.get(name);
    const cpu = before ? (100 * (after.cpu - before.cpu)) / run.seconds : NaN;
    const growth = before ? (after.rss - before.rss) / 2 ** 20 : NaN;
    console.log(
      `  ${name.padEnd(11)} ${cpu.toFixed(0).padStart(4)} % ${(after.rss / 2 ** 20).toFixed(0).padStart(6)} МБ (${growth >= 0 ? '+' : ''}${growth.toFixed(0)})` +
        `    ${after.p50.toFixed(1)} / ${after.p99.toFixed(1)} / ${after.max.toFixed(0)} мс (${before?.max.toFixed(0) ?? '–'})`,
    );
  }
}

/** The crowd's waits at PGlite's socket (bounds of the buckets holding p50/p99/max) and whom they waited for. */
export function reportQueue({ before, after }: Run['queue']): void {
  const counts = [...after.waits].map(([le, count]) => [le, count - (before.waits.get(le) ?? 0)] as const);
  const total = counts.at(-1)?.[1] ?? 0;
  if (!total) return;
  const upTo = (share: number) => counts.find(([, count]) => count >= share * total)?.[0] ?? '+Inf';
  const max = counts.find(([, count]) => count === total)?.[0] ?? '+Inf';
  const ms = (le: string) => (le === '+Inf' ? '>1000' : String(Number(le) * 1000));
  console.log(
    `  очередь PGlite: ${total} запросов, ожидание p50 ≤ ${ms(upTo(0.5))} мс, p99 ≤ ${ms(upTo(0.99))} мс, max ≤ ${ms(max)} мс`,
  );
  const holders = [...after.holders]
    .map(([statement, now]) => {
      const then = before.holders.get(statement);
      return {
        statement,
        runs: now.runs - (then?.runs ?? 0),
        seconds: now.seconds - (then?.seconds ?? 0),
        maxSeconds: now.maxSeconds,
        delayed: now.delayedSeconds - (then?.delayedSeconds ?? 0),
      };
    })
    .filter((holder) => holder.delayed > 0)
    .sort((a, b) => b.delayed - a.delayed);
  console.log('  кого ждали: ждали, с   выполнений  среднее  max  оператор');
  for (const { statement, runs, seconds, maxSeconds, delayed } of holders.slice(0, 6))
    console.log(
      `    ${delayed.toFixed(1).padStart(8)} ${String(runs).padStart(8)} ${((1000 * seconds) / Math.max(1, runs)).toFixed(0).padStart(6)} мс ${(1000 * maxSeconds).toFixed(0).padStart(4)} мс  ${statement.slice(0, 70)}`,
    );
}

/** The aims a run broke (p99 by kind, errors, orders not stored exactly once); none: it held. */
export function broken(run: Run): string[] {
  const misses = Object.entries(AIMS_MS)
    .map(([kind, aim]) => [kind, percentile(run.times.get(kind as Kind) ?? [], 99), aim] as const)
    .filter(([, p99, aim]) => p99 > aim)
    .map(([kind, p99, aim]) => `${kind} p99 ${p99.toFixed(0)} > ${aim} мс`);
  if (run.errors.length) misses.push(`ошибок ${run.errors.length}`);
  if (run.stored !== run.acknowledged) misses.push(`заказов в базе ${run.stored} из ${run.acknowledged}`);
  return misses;
}

export const rate = (run: Run) => run.requests / run.seconds;
