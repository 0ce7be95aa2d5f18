import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { PlacedOrder } from '@shop/shared/contract';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import type { E2eTest } from './harness';

/** Basket, order placement and their failures. Every name starts with «Оформление: ». */

const LISTING = '/catalog/seyfy/dlya-oruzhiya?sort=price_asc';

const rub = (text: string) => Number(text.replace(/\D/g, ''));

interface ListedProduct {
  itemCode: string;
  name: string;
  newPrice: string | null;
}

/** Adds the first two products of the cheapest-first listing with «В корзину»; returns their prices. */
export async function addTwoProducts(page: Page): Promise<number[]> {
  await page.goto(LISTING);
  const cards = page.locator('main article');
  await cards.first().waitFor();
  const prices: number[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    prices.push(rub(await card.locator('div > span').first().innerText()));
    await card.getByRole('button', { name: 'В корзину' }).click();
    await card.getByRole('link', { name: 'В корзине' }).waitFor();
  }
  return prices;
}

/** The order form's buyer as a private person. */
export async function fillPrivatePerson(
  page: Page,
  lastName = 'Иванов',
  email = 'ivan@example.ru',
): Promise<void> {
  await page.getByLabel('Фамилия').fill(lastName);
  await page.getByLabel('Имя', { exact: false }).first().fill('Иван');
  await page.getByLabel('Телефон').pressSequentially('9991234567');
  await page.getByLabel('Email').fill(email);
}

/** Pickup at the last point of the list (the shop on Артёма, open daily). */
export const chooseLastPickupPoint = (page: Page) =>
  page.getByRole('button', { name: 'Привезти сюда' }).last().click();

const placedOrders = (page: Page): Promise<PlacedOrder[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('placedOrders') ?? '[]') as PlacedOrder[]);

/** A priced and an unpriced product of the demo catalogue, from the API's listings. */
export async function catalogueItems(request: APIRequestContext) {
  const tree = (await (await request.get('/api/catalog/')).json()) as {
    subcategories: { subcategoryLink: string }[];
  }[];
  let priced: ListedProduct | undefined;
  let unpriced: ListedProduct | undefined;
  for (const link of tree.flatMap((category) => category.subcategories.map((s) => s.subcategoryLink))) {
    const { products } = (await (
      await request.get(`/api${link}/?limit=100&page=1&sort=name_asc`)
    ).json()) as {
      products: ListedProduct[];
    };
    priced ??= products.find((product) => product.newPrice !== null);
    unpriced ??= products.find((product) => product.newPrice === null);
    if (priced && unpriced) return { priced, unpriced };
  }
  throw new Error('the demo catalogue has no item with and without a price');
}

/**
 * Places a guest order straight through the API and returns its number. Order numbers are a sequence and
 * the scenarios run one at a time, so two probes around a scenario tell how many orders it stored.
 */
async function probeOrderNumber(request: APIRequestContext): Promise<number> {
  const { priced } = await catalogueItems(request);
  const answer = await request.post('/api/user/sendOrder', {
    headers: { 'Idempotency-Key': `probe-${randomUUID()}` },
    data: {
      address: { type: 'pickup', id: 0 },
      itemCode: [{ itemCode: priced.itemCode, count: 1 }],
      user: { lastName: 'Пробный', firstName: 'Пётр', phone: '+7 999 000 00 00', email: 'probe@example.ru' },
    },
  });
  assert.equal(answer.status(), 201, await answer.text());
  return ((await answer.json()) as { orderId: number }).orderId;
}

/**
 * Two products in the basket and the order form filled for a private person with pickup, ready to send;
 * `before` is the order number probed first (see probeOrderNumber).
 */
async function orderReadyToSend(context: BrowserContext): Promise<{ page: Page; before: number }> {
  const page = await context.newPage();
  const before = await probeOrderNumber(page.request);
  await addTwoProducts(page);
  await page.goto('/order');
  await fillPrivatePerson(page);
  await chooseLastPickupPoint(page);
  return { page, before };
}

/** After a placed order: the buyer is on /orders, which shows the order's number. */
async function expectOnOrdersPage(page: Page, orderId: number): Promise<void> {
  await page.waitForURL('**/orders');
  await page
    .locator('main')
    .getByText(new RegExp(`№\\s*${orderId}(?!\\d)`))
    .first()
    .waitFor();
}

export const CHECKOUT_TESTS: E2eTest[] = [
  {
    name: 'Оформление: два товара → корзина и её суммы → заказ физлица с самовывозом → /orders',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      const prices = await addTwoProducts(page);

      await page.goto('/basket');
      const summary = page.getByRole('complementary', { name: 'Сумма заказа' });
      const total = prices[0]! + prices[1]!;
      await summary.getByText('Товары (2 шт.)').waitFor();
      assert.equal(rub(await summary.locator('dt:has-text("Итого") + dd').innerText()), total);
      assert.equal(
        rub(await summary.locator('dt:has-text("Сумма НДС") + dd').innerText()),
        Math.round((total * 20) / 120), // the VAT included in the total
      );
      // A count change shows at once, without a reload (a marker a reload would wipe).
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      await page.getByRole('button', { name: 'Увеличить' }).first().click();
      await summary.getByText('Товары (3 шт.)').waitFor();
      assert.equal(await page.evaluate(() => 'e2eSamePage' in window), true, 'no reload');

      await summary.getByRole('link', { name: 'Оформить заказ' }).click();
      await page.waitForURL('**/order');
      const ordered = rub(
        await page.getByRole('complementary', { name: 'Ваш заказ' }).locator('dd').last().innerText(),
      );
      assert.equal(ordered, prices[0]! * 2 + prices[1]!);
      await fillPrivatePerson(page);
      await chooseLastPickupPoint(page);
      await page.getByRole('button', { name: 'Оформить заказ' }).click();

      await page.waitForURL('**/orders');
      const [placed] = await placedOrders(page);
      assert.ok(placed, 'the order is kept in placedOrders');
      assert.equal(placed.totalPrice, ordered, 'the server charged what the page showed');
      assert.equal(await page.evaluate(() => localStorage.getItem('pendingOrder')), null);
      assert.equal(await page.evaluate(() => localStorage.getItem('basket')), '[]');
      await expectOnOrdersPage(page, placed.id);
    },
  },
  {
    name: 'Оформление: юрлицо с доставкой курьером',
    async run({ newContext }) {
      const page = await (await newContext()).newPage();
      await addTwoProducts(page);
      await page.goto('/order');
      // The radios are drawn as a switch: a buyer clicks their labels.
      await page
        .getByRole('radiogroup', { name: 'Кто оформляет заказ' })
        .getByText('Юридическое лицо')
        .click();
      await fillPrivatePerson(page, 'Петров');
      await page.getByLabel('Название компании').fill('ООО «Ромашка»');
      const inn = page.getByLabel('ИНН');
      await inn.fill('7707083894');
      await inn.blur();
      await page.getByText('ИНН с ошибкой: не сходится контрольная цифра').waitFor();
      await inn.fill('7707083893');
      await page.getByLabel('КПП').fill('773601001');
      await page.getByRole('radiogroup', { name: 'Как получить заказ' }).getByText('Доставка').click();
      await page.getByLabel('Город').fill('Донецк');
      await page.getByLabel('Адрес', { exact: false }).last().fill('ул. Артёма, 1');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Адрес доставки сохранён.').waitFor();
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await page.waitForURL('**/orders');
      const [placed] = await placedOrders(page);
      assert.deepEqual(placed?.address, {
        type: 'delivery',
        city: 'Донецк',
        address: 'ул. Артёма, 1',
      });
    },
  },
  {
    name: 'Оформление: товаров нет на складе → «Выбранные товары отсутствуют на складе»',
    async run({ newContext }) {
      const context = await newContext();
      const page = await context.newPage();
      const { unpriced } = await catalogueItems(page.request);
      // The entry was stored while the item still had a price; the check of the basket is blocked, so
      // only the server finds out at order time.
      await context.route(/\/api\/catalog\/items\//, (route) => route.abort('failed'));
      await page.goto('/');
      await page.evaluate((item) => {
        localStorage.setItem(
          'basket',
          JSON.stringify([{ ...item, newPrice: '9 990 руб.', oldPrice: null, count: 1 }]),
        );
      }, unpriced);
      await page.goto('/order');
      await fillPrivatePerson(page);
      await chooseLastPickupPoint(page);
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await page.getByText('Выбранные товары отсутствуют на складе').waitFor();
      await page.getByRole('link', { name: 'Продолжить покупки' }).waitFor();
    },
  },
  {
    name: 'Оформление: ответ потерян → ошибка и «Повторить» → ровно один заказ',
    async run({ newContext }) {
      const context = await newContext();
      const { page, before } = await orderReadyToSend(context);

      // The request reaches the server (which stores the order), but the answer never arrives.
      await context.route('**/api/user/sendOrder', async (route) => {
        await route.fetch();
        await route.abort('failed');
      });
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText(/^Заказ не отправлен/).waitFor();
      assert.notEqual(await page.evaluate(() => localStorage.getItem('pendingOrder')), null);

      await context.unroute('**/api/user/sendOrder');
      await alert.getByRole('button', { name: 'Повторить' }).click();
      await page.waitForURL('**/orders');
      const [placed] = await placedOrders(page);
      assert.equal(placed?.id, before + 1, 'the retry answered the order the lost try stored');
      assert.equal(await probeOrderNumber(page.request), before + 2, 'no second order was stored');
    },
  },
  {
    name: 'Оформление: сеть отключена → «Повторить» после восстановления → один заказ',
    async run({ newContext }) {
      const context = await newContext();
      const { page, before } = await orderReadyToSend(context);

      await context.route('**/api/user/sendOrder', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await page
        .getByRole('alert')
        .getByText(/^Заказ не отправлен/)
        .waitFor();
      await context.unroute('**/api/user/sendOrder');
      await page.getByRole('alert').getByRole('button', { name: 'Повторить' }).click();
      await page.waitForURL('**/orders');
      assert.equal((await placedOrders(page))[0]?.id, before + 1);
      assert.equal(await probeOrderNumber(page.request), before + 2, 'exactly one order was stored');
    },
  },
  {
    name: 'Оформление: двойной клик по «Оформить заказ» → один заказ',
    async run({ newContext }) {
      const { page, before } = await orderReadyToSend(await newContext());
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/user/sendOrder')) sent += 1;
      });
      await page.getByRole('button', { name: 'Оформить заказ' }).dblclick();
      await page.waitForURL('**/orders');
      assert.equal(sent, 1, 'one request');
      assert.equal(await probeOrderNumber(page.request), before + 2, 'one order stored');
    },
  },
];
