import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { entryArguments } from './support/build';

/**
 * Migration 0015 on a shop that already has orders: every order stored before it was shown as «В сборке»;
 * it keeps that status (`assembling`), gets a first history row and is counted; new orders start as `new`.
 */
test('orders stored before 0015 keep «В сборке» with a history row; new ones start «Новый»; both counted', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, entryArguments('before-desk'), {
    cwd: path.resolve(__dirname, '..'),
  });
  const { orders, counts, totals, refused } = JSON.parse(stdout) as {
    orders: Record<string, unknown>[];
    counts: Record<string, unknown>[];
    totals: Record<string, unknown>[];
    refused: string;
  };
  expect(orders).toEqual([
    {
      key: 'before',
      status: 'assembling',
      version: 0,
      legal: true,
      delivery_type: 'pickup',
      pickup_id: 4,
      search_text: 'иванова анна a@b.ru ооо «сейф» 7707083893 79491234567',
      history: [{ status: 'assembling', actor: 'Магазин', comment: 'Заказ оформлен до учёта статусов' }],
    },
    expect.objectContaining({ key: 'after', status: 'new', history: null }),
  ]);
  expect(counts).toEqual([
    {
      day: expect.any(String),
      status: 'assembling',
      legal: true,
      delivery_type: 'pickup',
      pickup_id: 4,
      n: 1,
    },
    { day: expect.any(String), status: 'new', legal: true, delivery_type: 'pickup', pickup_id: 4, n: 1 },
  ]);
  expect(totals).toEqual(counts.map(({ day: _, ...total }) => total));
  expect(refused).toMatch(/orders_status_check/);
});
