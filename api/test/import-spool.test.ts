import fs from 'node:fs';
import os from 'node:os';
import { Spool } from '../src/modules/catalogue/write/import-spool';

const row = (order: number, name = 'Сейф') => ({
  order,
  line: order,
  itemCode: `S-${order}`,
  fields: { name },
});
const spoolFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('shop-import-'));

describe('the import spool (the checked rows between an import’s read and its write)', () => {
  test('gives back every row written, in order, by batches', async () => {
    const spool = await Spool.open();
    for (let order = 1; order <= 5; order += 1) await spool.write(row(order));
    const batches: number[][] = [];
    for await (const batch of spool.batches(2)) batches.push(batch.map((r) => r.order));
    await spool.remove();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  // A refused import (a sweep past its share, a broken file) removes its spool while writes are still queued:
  // the stream's late error once ended the whole server process.
  test('removed while its writes are still queued, it ends quietly and leaves no folder', async () => {
    const before = spoolFolders();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      for (let round = 0; round < 20; round += 1) {
        const spool = await Spool.open();
        await new Promise((resolve) => setTimeout(resolve, 5)); // its file open
        for (let order = 1; order <= 5; order += 1) await spool.write(row(order));
        await spool.remove();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    expect(spoolFolders()).toEqual(before);
  });
});
