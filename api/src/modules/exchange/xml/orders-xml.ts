import { parse, yes } from './xml-stream';

export interface OrderState {
  number: string;
  status: string;
  cancelled: boolean;
  posted: boolean;
  paid: boolean;
  line: number;
}

/** Reads an orders document from 1С: each Документ's number and its requisites about the order's state. */
export async function readOrderStatuses(file: string): Promise<OrderState[]> {
  const documents: OrderState[] = [];
  let document: OrderState | null = null;
  let pair: { name?: string; value?: string } | null = null;
  await parse(file, {
    open(name, _attributes, line) {
      if (name === 'Документ') {
        document = { number: '', status: '', cancelled: false, posted: false, paid: false, line };
      }
      if (document && name === 'ЗначениеРеквизита') pair = {};
    },
    close(name, text, path) {
      if (!document) return;
      const up = path[path.length - 2];
      if (name === 'Номер' && up === 'Документ') document.number = text;
      if (pair && up === 'ЗначениеРеквизита') {
        if (name === 'Наименование') pair.name = text;
        if (name === 'Значение') pair.value = text;
      }
      if (name === 'ЗначениеРеквизита' && pair) {
        // Requisites of the order itself, not of its lines (those sit under Товар).
        if (!path.includes('Товар')) {
          const value = pair.value ?? '';
          if (pair.name === 'Статус заказа') document.status = value;
          if (pair.name === 'Отменен') document.cancelled = yes(value);
          if (pair.name === 'Проведен') document.posted = yes(value);
          if (pair.name === 'Дата оплаты') document.paid = value.trim() !== '' && !value.startsWith('0001');
        }
        pair = null;
      }
      if (name === 'Документ') {
        documents.push(document);
        document = null;
      }
    },
  });
  return documents;
}
