import type { Buyer, Delivery } from '@shop/shared/contract';
import { TEXTS, basketTotals, formatRub, groupDigits } from '@shop/shared/domain';
import { type Rendered, type Row, html, htmlRows, page, textFooter, textRows } from './html';

export interface OrderLine {
  itemCode: string;
  name: string;
  /** Whole roubles, as the order priced it. */
  price: number;
  oldPrice: number | null;
  count: number;
}

/** What the order letters tell: the stored order, as its transaction wrote it. */
export interface OrderNotice {
  orderId: number;
  lines: readonly OrderLine[];
  buyer: Buyer;
  delivery: Delivery;
}

/** The one payment the shop takes today (TEXTS.order.cashOnly). */
const PAYMENT = 'наличными при получении';
const T = TEXTS.order;

/** The sums as the basket and the order page show them: the domain's `basketTotals`, VAT included. */
function totalsRows(lines: readonly OrderLine[]): Row[] {
  const totals = basketTotals(
    lines.map((line) => ({
      newPrice: formatRub(line.price),
      oldPrice: line.oldPrice === null ? null : formatRub(line.oldPrice),
      count: line.count,
    })),
  );
  return [
    [T.goods, formatRub(totals.total)],
    ...(totals.saving > 0 ? [[T.saving, formatRub(totals.saving)] as const] : []),
    [T.delivery, T.deliveryValue],
    [T.total, formatRub(totals.total)],
    [`${TEXTS.basket.vat} (${T.vatIncluded})`, formatRub(totals.vat)],
  ];
}

function deliveryRows(delivery: Delivery, withAddress: boolean): Row[] {
  if (delivery.type === 'delivery') {
    return [
      ['Способ получения', T.courier],
      [
        'Адрес доставки',
        withAddress
          ? `${delivery.city}, ${delivery.address}`
          : 'как указан в заказе; менеджер уточнит его по телефону',
      ],
    ];
  }
  // The point as the order keeps it (its hours in `description`), whatever the owner changed since.
  return [
    ['Способ получения', T.pickup],
    ['Пункт выдачи', `${delivery.title}, ${delivery.location}`],
    ['Часы работы пункта', delivery.description],
  ];
}

function buyerRows(buyer: Buyer): Row[] {
  const fullName = [buyer.lastName, buyer.firstName, buyer.middleName].filter(Boolean).join(' ');
  const rows: Row[] = [
    ['Покупатель', fullName],
    [T.phone, buyer.phone],
    [T.email, buyer.email],
  ];
  if (!buyer.inn && !buyer.companyName) return [...rows, ['Тип покупателя', T.privatePerson]];
  return [
    ...rows,
    ['Тип покупателя', T.legalEntity],
    [T.companyName, buyer.companyName],
    [T.inn, buyer.inn],
    [T.kpp, buyer.kpp || '—'],
    [T.legalAddress, buyer.legalAddress || '—'],
  ];
}

const lineText = (line: OrderLine, index: number): string =>
  `${index + 1}. ${line.name} (код ${line.itemCode}) — ${groupDigits(line.count)} шт. × ${formatRub(line.price)} = ${formatRub(line.price * line.count)}`;

function linesHtml(lines: readonly OrderLine[]) {
  return html`<table cellpadding="4" border="1" style="border-collapse:collapse">
    <tr>
      <th>№</th>
      <th>Товар</th>
      <th>Код</th>
      <th>Кол-во</th>
      <th>Цена</th>
      <th>Сумма</th>
    </tr>
    ${lines.map(
      (line, index) =>
        html`<tr>
          <td>${index + 1}</td>
          <td>${line.name}</td>
          <td>${line.itemCode}</td>
          <td>${line.count}</td>
          <td>${formatRub(line.price)}</td>
          <td>${formatRub(line.price * line.count)}</td>
        </tr>`,
    )}
  </table>`;
}

/**
 * Both order letters share the order's part; `intro` and `extra` (the buyer's data) differ. Without
 * `withAddress` the courier address (text the sender typed) is left out.
 */
function orderLetter(
  subject: string,
  intro: string,
  notice: OrderNotice,
  extra: Row[],
  withAddress = true,
): Rendered {
  const details = [...deliveryRows(notice.delivery, withAddress), ['Способ оплаты', PAYMENT] as const];
  const totals = totalsRows(notice.lines);
  const text = [
    intro,
    `Товары:\n${notice.lines.map(lineText).join('\n')}`,
    textRows(totals),
    textRows(details),
    ...(extra.length > 0 ? [textRows(extra)] : []),
    textFooter(),
  ].join('\n\n');
  const body = html`<p>${intro}</p>
    ${linesHtml(notice.lines)}
    <h2 style="font-size:16px">Сумма</h2>
    ${htmlRows(totals)}
    <h2 style="font-size:16px">Получение и оплата</h2>
    ${htmlRows(details)}
    ${
      extra.length > 0
        ? html`<h2 style="font-size:16px">Покупатель</h2>
            ${htmlRows(extra)}`
        : html``
    }`;
  return { subject, text: `${text}\n`, html: page(subject, body) };
}

/**
 * The buyer's copy. To an address nobody has confirmed (a guest's, or not the account's own) it carries
 * nothing the sender typed beyond the order itself — no name, no courier address — so a stranger cannot
 * use an order to write to someone else; to the account's confirmed address it greets by name.
 */
export function buyerOrderLetter(notice: OrderNotice, confirmed: boolean): Rendered {
  const greeting = confirmed ? `Здравствуйте, ${notice.buyer.firstName}!` : 'Здравствуйте!';
  return orderLetter(
    `Заказ № ${notice.orderId} оформлен`,
    `${greeting} Ваш заказ № ${notice.orderId} оформлен, менеджер свяжется с вами для подтверждения.`,
    notice,
    [],
    confirmed,
  );
}

export function managersOrderLetter(notice: OrderNotice): Rendered {
  const total = notice.lines.reduce((sum, line) => sum + line.price * line.count, 0);
  return orderLetter(
    `Новый заказ № ${notice.orderId} на ${formatRub(total)}`,
    `Поступил заказ № ${notice.orderId}. Свяжитесь с покупателем для подтверждения.`,
    notice,
    buyerRows(notice.buyer),
  );
}
