import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { E2eTest } from './harness';
import { logInAsAdmin } from './products';

const SECTION = 'seyfy/dlya-oruzhiya';

export const CATALOGUE_FILE_TESTS: E2eTest[] = [
  {
    name: 'Импорт и экспорт: администратор выгружает раздел в CSV, меняет в нём цену, загружает → «Изменится: 1», применяет → страница товара показывает новую цену',
    async run({ newContext, port }) {
      const admin = await (await newContext({ baseURL: `http://localhost:${port}` })).newPage();
      await admin.goto('/admin/catalogue-files');
      await logInAsAdmin(admin, 'Каталог загружают и выгружают только администраторы магазина');

      await admin.getByLabel('Что выгрузить').selectOption({ value: SECTION });
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Скачать CSV' }).click(),
      ]);
      const exported = fs.readFileSync(await download.path(), 'utf8');
      const rows = exported.split('\r\n');
      const index = rows.findIndex((row, i) => i > 0 && /^[^;"]+;[^;"]+;[^;"]+;\d+;/.test(row));
      assert.ok(index > 0, 'the export has a product with a price');
      const cells = rows[index]!.split(';');
      const code = cells[0]!;
      cells[3] = '55555';
      // A price above its old one would be refused: the old price is left out.
      cells[4] = '';
      rows[index] = cells.join(';');

      await admin.getByLabel('Файл CSV или YML').setInputFiles({
        name: 'razdel.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(rows.join('\r\n')),
      });
      await admin.getByRole('button', { name: 'Проверить файл' }).click();
      const figures = admin.getByRole('table', { name: 'Итог проверки' });
      await figures.waitFor();
      const values = await figures.locator('td').allInnerTexts();
      assert.equal(values[1], '1', 'the preview says one product changes');
      assert.equal(values[0], '0', 'and none is new');
      await admin.getByRole('button', { name: 'Применить' }).click();
      await admin.getByText('Изменения применены').waitFor();
      assert.ok(await admin.getByRole('button', { name: 'Применить' }).isDisabled(), 'applied once');

      const shopper = await (await newContext()).newPage();
      await shopper.goto(`/catalog/product?productCode=${code}`);
      await shopper.locator('main').getByText('55 555 руб.').first().waitFor();
    },
  },
];
