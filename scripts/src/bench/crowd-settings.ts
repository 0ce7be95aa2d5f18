/** The crowd bench's settings, read from the environment once (their meaning: crowd.ts). */

export const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 60);
export const VISITORS = Number(process.env.BENCH_CROWD_VISITORS ?? 16);
export const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
export const PROCESSES = (process.env.BENCH_CROWD_PROCESSES ?? '1,2').split(',').map(Number);
/** BENCH_CROWD_PINNED=1: the shop on as many cores as it has site processes, so `1,2` compares 1 core with 2. */
export const PINNED = process.env.BENCH_CROWD_PINNED === '1';
export const onCores = (cores: number) => (PINNED ? ` на ${cores} ${cores === 1 ? 'ядре' : 'ядрах'}` : '');
export const ORDERS_PER_SECOND = 3;
/** A visitor's browser keeps the files it has loaded for this many pages, then a new browser comes. */
export const PAGES_PER_BROWSER = 8;
export const ADMIN = { email: 'admin@bench.test', password: 'Нагрузка-под-контролем-2026' };
export const CAPACITY = (process.env.BENCH_CROWD_CAPACITY ?? '').split(',').filter(Boolean).map(Number);
export const STEP_SECONDS = Number(process.env.BENCH_CROWD_STEP_SECONDS ?? 30);
