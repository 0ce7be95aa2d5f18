import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Requisites } from '@shop/shared/contract';
import { amountInWords, formatKopecks, includedVatKopecks, SHOP_TIME_ZONE } from '@shop/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orderItems, orders } from './schema/orders';
import { HttpError, notFound } from '../../http/errors';
import { ORDER_NOT_FOUND } from './status';

/** DejaVu Sans from the npm package `dejavu-fonts-ttf`: Cyrillic as real text in the PDF, nothing fetched. */
const FONTS = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const FONT = {
  regular: path.join(FONTS, 'ttf', 'DejaVuSans.ttf'),
  bold: path.join(FONTS, 'ttf', 'DejaVuSans-Bold.ttf'),
};
const BLACK = '#000000';
const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/** Why a legal entity's invoice cannot be made yet: the account's orders page and the desk show it. */
export const NO_REQUISITES =
  'Счёт пока нельзя выставить: магазин не заполнил реквизиты. Менеджер пришлёт счёт.';

export interface InvoiceData {
  /** The shop's requisites as the settings have them when the invoice is made. */
  seller: Requisites;
  orderId: number;
  createdAt: Date;
  buyer: { companyName: string; inn: string; kpp: string; legalAddress: string };
  lines: { name: string; itemCode: string; price: number; count: number }[];
  totalPrice: number;
}

/**
 * The invoice's order: only a legal entity's, only for its buyer (`buyerId`) or for staff (`buyerId`
 * undefined). Another buyer's order is «not found», so its existence is not told; while the shop's requisites
 * are unset, none is made (409, saying why).
 */
async function invoiceData(
  db: Db,
  seller: Requisites | null,
  orderId: number,
  buyerId?: number,
): Promise<InvoiceData> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), buyerId === undefined ? undefined : eq(orders.userId, buyerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!order.legal) throw new HttpError(409, 'Счёт на оплату выставляется только на юридическое лицо');
  if (!seller) throw new HttpError(409, NO_REQUISITES);
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return {
    seller,
    orderId,
    createdAt: order.createdAt,
    buyer: order.buyer,
    lines,
    totalPrice: order.totalPrice,
  };
}

const dateText = (date: Date): string =>
  `${date.toLocaleDateString('ru-RU', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })}`;

/**
 * «Счёт на оплату» of a legal entity's order (the buyer's and the desk's download) with the shop's requisites as
 * they are now.
 */
export async function orderInvoice(app: FastifyInstance, orderId: number, buyerId?: number): Promise<Buffer> {
  const { requisites } = await app.shop.settings();
  return invoicePdf(await invoiceData(app.db, requisites, orderId, buyerId));
}

/** The PDF (A4, text in DejaVu Sans, so it can be copied and searched). */
function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const { seller } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Счёт на оплату № ${data.orderId}`, Author: seller.fullName },
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** A label and its value on one line. */
  const field = (label: string, value: string, x = MARGIN, width = WIDTH) => {
    doc.font('regular').fillColor(BLACK).fontSize(9).text(`${label}: `, x, doc.y, { width, continued: true });
    doc.text(value || '—');
  };

  // The seller's bank details, as the header of every Russian invoice.
  doc.font('bold').fontSize(10).fillColor(BLACK).text('Образец заполнения платёжного поручения');
  doc.moveDown(0.3);
  field('Банк получателя', seller.bankName);
  field('БИК', seller.bik);
  field('Корреспондентский счёт', seller.correspondentAccount);
  field('Получатель', seller.fullName);
  field('ИНН', seller.inn);
  field('КПП', seller.kpp);
  field('Расчётный счёт', seller.settlementAccount);
  doc.moveDown(1);

  doc
    .font('bold')
    .fontSize(15)
    .text(`Счёт на оплату № ${data.orderId} от ${dateText(data.createdAt)}`);
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(MARGIN + WIDTH, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);

  field('Поставщик', seller.fullName);
  field('ИНН поставщика', seller.inn);
  field('КПП поставщика', seller.kpp);
  // A sole trader's number has 15 digits (ОГРНИП), a company's 13.
  field(seller.ogrn.length === 15 ? 'ОГРНИП поставщика' : 'ОГРН поставщика', seller.ogrn);
  field('Адрес поставщика', seller.legalAddress);
  doc.moveDown(0.5);
  field('Покупатель', data.buyer.companyName);
  field('ИНН покупателя', data.buyer.inn);
  field('КПП покупателя', data.buyer.kpp);
  field('Адрес покупателя', data.buyer.legalAddress);
  field('Основание', `Заказ № ${data.orderId} от ${dateText(data.createdAt)}`);
  doc.moveDown(0.8);

  // The items: №, name and code, quantity, unit, price, sum.
  const columns = [
    { title: '№', width: 24, align: 'center' },
    { title: 'Товар', width: 231, align: 'left' },
    { title: 'Кол-во', width: 50, align: 'right' },
    { title: 'Ед.', width: 30, align: 'center' },
    { title: 'Цена, руб.', width: 90, align: 'right' },
    { title: 'Сумма, руб.', width: WIDTH - 425, align: 'right' },
  ] as const;
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9).fillColor(BLACK);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 8 }),
    );
    const height = Math.max(...heights) + 8;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.rect(x, top, column.width, height).stroke();
      doc.text(cell, x + 4, top + 4, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(
    columns.map((column) => column.title),
    'bold',
  );
  data.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        `${line.name} (код ${line.itemCode})`,
        String(line.count),
        'шт.',
        formatKopecks(line.price * 100),
        formatKopecks(line.price * line.count * 100),
      ],
      'regular',
    ),
  );
  doc.moveDown(0.8);

  const total = data.totalPrice * 100;
  const sums: [string, string][] = [
    ['Итого:', formatKopecks(total)],
    ['В том числе НДС 20 %:', formatKopecks(includedVatKopecks(data.totalPrice))],
    ['Всего к оплате:', formatKopecks(total)],
  ];
  for (const [label, value] of sums) {
    doc.font('bold').fontSize(10).text(`${label} ${value}`, MARGIN, doc.y, { width: WIDTH, align: 'right' });
  }
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(10)
    .text(`Всего наименований ${data.lines.length}, на сумму ${formatKopecks(total)} руб.`, MARGIN);
  doc.font('bold').text(amountInWords(total));
  doc.moveDown(1.5);
  // Signed by the director, and by the chief accountant (a director without one signs for both).
  doc
    .font('regular')
    .fontSize(10)
    .text(`Руководитель ____________________ ${seller.director}`)
    .moveDown(0.8)
    .text(`Бухгалтер ____________________ ${seller.accountant || seller.director}`);
  doc.end();
  return done;
}
