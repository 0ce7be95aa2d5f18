import { catalogueFiles, codesOf, rowsOf } from './catalogue-files-helpers';
import { catalogueAdmin, type Section, withShopServer } from './shop-helpers';

/**
 * «Импорт и экспорт»'s guards over HTTP, as the faults they stop: a full file that names only part of the
 * catalogue (a wrong file, a cut-off export) taking the rest off sale.
 */
const shop = withShopServer();
const server = () => shop.server();

let admin: string;
let sections: Section[];
beforeAll(async () => {
  ({ admin, sections } = await catalogueAdmin(shop));
});
const { upload, apply, exportCsv, catalogue, product, historyOf } = catalogueFiles(server, () => admin);
/** The products on sale in an export (its «В продаже» column). */
const onSaleOf = (csv: string) => rowsOf(csv).filter((row) => row.includes(';да;')).length;

describe('a full import that would take most of the catalogue off sale', () => {
  test('a full file naming a tenth of the catalogue is refused and changes nothing; confirmed, it applies', async () => {
    const before = await catalogue();
    const codes = codesOf(before);
    const tenth = rowsOf(before).filter((_row, index) => index === 0 || index % 10 === 1);
    const file = tenth.join('\r\n');
    const onSale = onSaleOf(before);
    const named = onSaleOf(file);
    const preview = await upload(file, 'full=true');
    expect(preview.status).toBe(200);
    const message = `Полная загрузка сняла бы с продажи ${onSale - named} из ${onSale} товаров`;
    expect(preview.data.report.sweep).toEqual({ offSale: onSale - named, onSale, message });
    const history = await historyOf(codes[2]!);
    const refused = await apply(preview.data.token);
    expect([refused.status, refused.data.message]).toEqual([
      409,
      `${message}. Если так и задумано, подтвердите применение`,
    ]);
    expect(await catalogue()).toEqual(before);
    expect(await historyOf(codes[2]!)).toBe(history);

    const applied = await apply(preview.data.token, admin, { confirmOffSale: true });
    expect(applied.status).toBe(200);
    expect(applied.data.report).toMatchObject({ offSale: onSale - named, sweep: null });
    expect((await product(codes[2]!)).onSale).toBe(false);
    expect(onSaleOf(await catalogue())).toBe(tenth.length - 1);
    // Put back on sale for the tests after this one: the whole export, confirmed by nobody, sweeps nothing.
    const back = await upload(before.replace(/;нет;/g, ';да;'), 'full=true');
    expect(back.data.report).toMatchObject({ offSale: 0, sweep: null });
    expect((await apply(back.data.token)).status).toBe(200);
  });

  test('a full file that names no product takes nothing off sale, confirmed or not', async () => {
    const before = await catalogue();
    for (const file of ['Код товара;Цена, руб.\r\n', 'Код товара;Цена, руб.\r\n;5\r\nне код!;5\r\n']) {
      const preview = await upload(file, 'full=true');
      expect(preview.data.report).toMatchObject({ offSale: 0, sweep: null });
      expect((await apply(preview.data.token, admin, { confirmOffSale: true })).status).toBe(200);
      expect(await catalogue()).toEqual(before);
    }
  });

  test('within the share (IMPORT_OFF_SALE_MAX_SHARE, 0.5) a full import of a section applies unasked', async () => {
    const { path } = sections[0]!;
    const inSection = rowsOf((await exportCsv(path)).body);
    const onSale = onSaleOf(inSection.join('\r\n'));
    expect(onSale).toBeGreaterThan(3);
    // All but one of the section's on-sale products named: one goes off sale, far under half.
    const first = inSection.findIndex((row) => row.includes(';да;'));
    const kept = inSection.filter((row, index) => index === 0 || (row.includes(';да;') && index !== first));
    const gone = inSection[first]!.split(';')[0]!;
    const preview = await upload(kept.join('\r\n'), `full=true&section=${path}`);
    expect(preview.data.report).toMatchObject({ offSale: 1, sweep: null });
    const applied = await apply(preview.data.token);
    expect([applied.status, applied.data.report.offSale]).toEqual([200, 1]);
    expect((await product(gone)).onSale).toBe(false);
  });
});
