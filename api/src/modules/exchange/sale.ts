import path from 'node:path';
import type { Buyer } from '@shop/shared/contract';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@shop/shared/domain';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { HttpError } from '../../http/errors';
import { type NotifyStatus, changeOrderStatus, orderStatus, ordersToExport } from '../orders';
import { readOrderStatuses } from './xml/orders-xml';

/** Orders given to 1С in one answer at most (it asks again until none are left). */
const BATCH = 500;
const ACTOR = { id: null, label: 'Обмен с 1С' };

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
const element = (name: string, value: string | number): string =>
  `<${name}>${escape(String(value))}</${name}>`;
const requisite = (name: string, value: string): string =>
  `<ЗначениеРеквизита>${element('Наименование', name)}${element('Значение', value)}</ЗначениеРеквизита>`;

/** Moscow's date and time of a moment, as CommerceML writes them. */
function moscow(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Moscow',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);
  const [date = '', time = ''] = parts.split(' ');
  return { date, time };
}

function buyerXml(buyer: Buyer, orderId: number): string {
  const person = [buyer.lastName, buyer.firstName, buyer.middleName].filter(Boolean).join(' ');
  const contacts =
    `<Контакты><Контакт>${element('Тип', 'Почта')}${element('Значение', buyer.email)}</Контакт>` +
    `<Контакт>${element('Тип', 'ТелефонРабочий')}${element('Значение', buyer.phone)}</Контакт></Контакты>`;
  const representative = `<Представители><Представитель><Контрагент>${element('Отношение', 'Контактное лицо')}${element('Наименование', person)}</Контрагент></Представитель></Представители>`;
  if (buyer.inn) {
    return (
      `<Контрагент>${element('Ид', `inn-${buyer.inn}${buyer.kpp ? `-${buyer.kpp}` : ''}`)}` +
      `${element('Наименование', buyer.companyName)}${element('Роль', 'Покупатель')}` +
      `${element('ОфициальноеНаименование', buyer.companyName)}` +
      `<ЮридическийАдрес>${element('Представление', buyer.legalAddress)}</ЮридическийАдрес>` +
      `${element('ИНН', buyer.inn)}${buyer.kpp ? element('КПП', buyer.kpp) : ''}${contacts}${representative}</Контрагент>`
    );
  }
  return (
    `<Контрагент>${element('Ид', `buyer-${orderId}`)}${element('Наименование', person)}` +
    `${element('Роль', 'Покупатель')}${element('ПолноеНаименование', person)}` +
    `${element('Фамилия', buyer.lastName)}${element('Имя', buyer.firstName)}` +
    `${buyer.middleName ? element('Отчество', buyer.middleName) : ''}${contacts}</Контрагент>`
  );
}

/** 1С's ids of the shop's item codes (a product 1С never sent is named by its code). */
async function externalIds(db: Db, codes: string[]): Promise<Map<string, string>> {
  const found = await rows<{ item_code: string; external_id: string }>(
    db,
    sql`SELECT DISTINCT ON (item_code) item_code, external_id FROM exchange_items
        WHERE item_code = ANY(${sql.param(codes)}::text[]) ORDER BY item_code, external_id`,
  );
  return new Map(found.map((row) => [row.item_code, row.external_id]));
}

/**
 * `type=sale&mode=query`: the orders 1С has not taken yet, oldest first, as a CommerceML 2.10 document
 * (Документ per order: number, date, sum, buyer — a person, or a company with ИНН/КПП —, lines). Answers the
 * document and the ids given, which `mode=success` then marks exported.
 */
export async function ordersDocument(db: Db): Promise<{ xml: string; ids: number[] }> {
  const found = await ordersToExport(db, BATCH);
  const external = await externalIds(db, [
    ...new Set(found.flatMap((order) => order.items.map((item) => item.code))),
  ]);
  const now = moscow(new Date());
  const documents = found.map((order) => {
    const at = moscow(order.createdAt);
    const lines = order.items
      .map(
        (item) =>
          `<Товар>${element('Ид', external.get(item.code) ?? item.code)}${element('Артикул', item.code)}` +
          `${element('Наименование', item.name)}` +
          `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>` +
          `${element('ЦенаЗаЕдиницу', item.price)}${element('Количество', item.count)}` +
          `${element('Сумма', item.price * item.count)}` +
          `<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', 'Товар')}${requisite('ТипНоменклатуры', 'Товар')}</ЗначенияРеквизитов></Товар>`,
      )
      .join('');
    return (
      `<Документ>${element('Ид', order.id)}${element('Номер', order.id)}${element('Дата', at.date)}` +
      `${element('Время', at.time)}${element('ХозОперация', 'Заказ товара')}${element('Роль', 'Продавец')}` +
      `${element('Валюта', 'руб')}${element('Курс', 1)}${element('Сумма', order.totalPrice)}` +
      `<Контрагенты>${buyerXml(order.buyer, order.id)}</Контрагенты>` +
      `<Товары>${lines}</Товары>` +
      `<ЗначенияРеквизитов>${requisite('Статус заказа', ORDER_STATUS_NAMES[order.status])}` +
      `${requisite('Отменен', order.status === 'cancelled' ? 'true' : 'false')}</ЗначенияРеквизитов></Документ>`
    );
  });
  const xml =
    `<?xml version="1.0" encoding="windows-1251"?>\n` +
    `<КоммерческаяИнформация ВерсияСхемы="2.10" ДатаФормирования="${now.date}T${now.time}">` +
    `${documents.join('')}</КоммерческаяИнформация>`;
  return { xml, ids: found.map((order) => order.id) };
}

/** 1С's words for an order's state and the desk's status each means. */
const STATUS_WORDS = new Map<string, OrderStatus>([
  ...ORDER_STATUSES.map((status) => [ORDER_STATUS_NAMES[status].toLowerCase(), status] as const),
  ['подтвержден', 'confirmed'],
  ['в работе', 'assembling'],
  ['собран', 'ready'],
  ['отгружен', 'shipped'],
  ['закрыт', 'done'],
  ['отменен', 'cancelled'],
]);

export interface StatusOutcome {
  moved: number;
  problems: Array<{ line: number | null; itemCode: string | null; message: string }>;
}

/**
 * An orders document from 1С (`type=sale&mode=file`): each order's «Статус заказа», «Отменен» or «Проведен»
 * moves it on the desk through the desk's own transition (`changeOrderStatus`), as «Обмен с 1С». A move the
 * desk's rules refuse is reported, not forced; an order already in that status is left alone.
 */
export async function applyStatuses(
  db: Db,
  folder: string,
  file: string,
  notify: NotifyStatus,
): Promise<StatusOutcome> {
  const documents = await readOrderStatuses(path.join(folder, file));
  const outcome: StatusOutcome = { moved: 0, problems: [] };
  for (const document of documents) {
    const id = Number(document.number);
    const to = document.cancelled
      ? 'cancelled'
      : (STATUS_WORDS.get(document.status.toLowerCase().replace(/ё/g, 'е')) ??
        (document.paid || document.posted ? 'confirmed' : null));
    if (!Number.isInteger(id) || id <= 0 || !to) continue;
    const status = await orderStatus(db, id);
    if (!status) {
      outcome.problems.push({
        line: document.line,
        itemCode: null,
        message: `Заказ №${document.number} не найден`,
      });
      continue;
    }
    if (status === to) continue;
    try {
      await changeOrderStatus(db, { orderId: id, to, actor: ACTOR, comment: '', version: null }, notify);
      outcome.moved += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcome.problems.push({
        line: document.line,
        itemCode: null,
        message: `Заказ №${id}: ${error.message}`,
      });
    }
  }
  return outcome;
}
