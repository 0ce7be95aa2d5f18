import assert from 'node:assert/strict';
import { article, importXml, offersXml, productName, text } from '../../../api/test/support/commerceml';
import { E2E_ADMIN } from './admin';
import type { E2eTest } from './harness';

/** The exchange's login in the e2e run (run.ts sets it on the shop). */
export const E2E_EXCHANGE = { login: 'e2e-1c', password: 'Пароль обмена e2e' };

/** Products of the scenario: far above the demo catalogue's codes, a partial exchange (nothing else changes). */
const FROM = 90_001;
const TO = 90_003;

/** 1С's side of the protocol, over HTTP as 1С speaks it; answers the last import's answer. */
async function exchangeAsOneC(baseUrl: string): Promise<string> {
  const call = async (query: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}/api/1c/exchange?type=catalog&${query}`, init);
    return new TextDecoder('windows-1251').decode(await response.arrayBuffer());
  };
  const basic = Buffer.from(`${E2E_EXCHANGE.login}:${E2E_EXCHANGE.password}`).toString('base64');
  const [ok, name, value] = (
    await call('mode=checkauth', { headers: { authorization: `Basic ${basic}` } })
  ).split('\n');
  assert.equal(ok, 'success', 'checkauth');
  const headers = { cookie: `${name}=${value}` };
  assert.match(await call('mode=init', { headers }), /^zip=yes\nfile_limit=\d+$/);
  const files = {
    'import.xml': text(importXml({ from: FROM, to: TO, onlyChanges: true })),
    'offers.xml': text(offersXml({ from: FROM, to: TO, onlyChanges: true, price: () => 54_321 })),
  };
  let last = '';
  for (const [file, content] of Object.entries(files)) {
    const sent = await call(`mode=file&filename=${file}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: content,
    });
    assert.equal(sent, 'success', `${file} sent`);
  }
  for (const file of Object.keys(files)) {
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      last = await call(`mode=import&filename=${file}`, { headers });
    } while (last === 'progress');
    if (last !== 'success') return last;
  }
  return last;
}

export const EXCHANGE_TESTS: E2eTest[] = [
  {
    name: 'Обмен с 1С: 1С выгружает товары по протоколу → товар на сайте с ценой; отчёт обмена на странице «Обмен с 1С»',
    async run({ baseUrl, newContext, port }) {
      assert.equal(await exchangeAsOneC(baseUrl), 'success');

      const shopper = await (await newContext()).newPage();
      await shopper.goto(`/catalog/product?productCode=${article(FROM + 1)}`);
      await shopper
        .locator('main')
        .getByText(productName(FROM + 1))
        .first()
        .waitFor();
      // The retail price type is the shop's price as a new shop's «Обмен с 1С» settings have it.
      assert.match(
        await shopper.locator('main').innerText(),
        /54 321 руб\./,
        'the product page shows 1С’s price',
      );

      const admin = await (await newContext({ baseURL: `http://localhost:${port}` })).newPage();
      await admin.goto('/admin/exchange-1c');
      await admin.getByText('Обмен с 1С настраивают только администраторы магазина').waitFor();
      await admin.locator('header').getByRole('button', { name: 'Вход' }).first().click();
      const dialog = admin.getByRole('dialog', { name: 'Вход' });
      await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
      await dialog.getByLabel('Пароль', { exact: true }).fill(E2E_ADMIN.password);
      await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const table = admin.getByRole('table', { name: 'Последние обмены, новые первыми' });
      const row = table.getByRole('row').nth(1);
      await row.waitFor();
      const report = await row.innerText();
      assert.match(report, /Товары, только изменения/);
      assert.match(report, /Завершён/);
      assert.match(report, /import\.xml, offers\.xml/);
      await admin.getByLabel('Раздел для группы «Оружейные шкафы 1С»').waitFor();
    },
  },
];
