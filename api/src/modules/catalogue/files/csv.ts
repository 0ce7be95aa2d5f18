import type { Db } from '../../../db/client';
import type { IncomingProduct } from '../write/import';
import type { ProductState } from '../write/model';
import { storedStates } from '../write/stored';
import { csvLine, unguarded } from '../../../http/csv';
import {
  CELL_TOO_LONG,
  ImportFileError,
  MAX_CELL_CHARS,
  MAX_ROW_CHARS,
  ROW_TOO_LONG,
  type Decoded,
} from './file';

/**
 * The catalogue as a CSV price list, the same columns both ways (README «Импорт и экспорт»): the export writes
 * every column, an import reads the columns its file has (only «Код товара» is required; a column left out
 * keeps what is stored). Numbers with a decimal comma, as Excel with Russian settings writes them.
 */
type Prop = ProductState['props'][number];
interface Column {
  header: string;
  write: (state: ProductState) => string | number;
  read: (text: string) => Partial<ProductState>;
}

/** A number as Excel writes it: spaces between thousands, a decimal comma; empty is null; not a number is NaN. */
function number(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}
const decimal = (value: number) => String(value).replace('.', ',');
const YES = 'да';
const NO = 'нет';

/** Characteristics in one cell, one a line: «Толщина стенки: 3 мм». */
const propsText = (props: Prop[]) =>
  props.map(({ key, value, unit }) => `${key}: ${unit ? `${value} ${unit}` : value}`).join('\n');
function readProps(text: string): Prop[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0
        ? { key: line.trim(), value: '', unit: '' }
        : { key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim(), unit: '' };
    });
}

const nullable = (value: number | null) => (value === null ? '' : value);
export const CSV_COLUMNS: Column[] = [
  { header: 'Название', write: (s) => s.name, read: (t) => ({ name: t }) },
  { header: 'Раздел', write: (s) => s.section, read: (t) => ({ section: t }) },
  { header: 'Цена, руб.', write: (s) => nullable(s.price), read: (t) => ({ price: number(t) }) },
  { header: 'Старая цена, руб.', write: (s) => nullable(s.oldPrice), read: (t) => ({ oldPrice: number(t) }) },
  { header: 'Остаток, шт.', write: (s) => nullable(s.stock), read: (t) => ({ stock: number(t) }) },
  { header: 'Высота, мм', write: (s) => s.heightMm, read: (t) => ({ heightMm: number(t) ?? Number.NaN }) },
  { header: 'Ширина, мм', write: (s) => s.widthMm, read: (t) => ({ widthMm: number(t) ?? Number.NaN }) },
  { header: 'Глубина, мм', write: (s) => s.depthMm, read: (t) => ({ depthMm: number(t) ?? Number.NaN }) },
  {
    header: 'Вес, кг',
    write: (s) => decimal(s.weightKg),
    read: (t) => ({ weightKg: number(t) ?? Number.NaN }),
  },
  {
    header: 'В продаже',
    write: (s) => (s.onSale ? YES : NO),
    read: (t) => {
      const value = t.trim().toLowerCase();
      return value === YES ? { onSale: true } : value === NO ? { onSale: false } : {};
    },
  },
  { header: 'Описание', write: (s) => s.description, read: (t) => ({ description: t }) },
  { header: 'Характеристики', write: (s) => propsText(s.props), read: (t) => ({ props: readProps(t) }) },
];
export const CODE_HEADER = 'Код товара';

/** The catalogue or one section as CSV for Excel: UTF-8 with a BOM, `;`, CRLF; off-sale products too. */
export async function* catalogueCsv(db: Db, section: string | undefined): AsyncGenerator<string> {
  yield `\uFEFF${csvLine([CODE_HEADER, ...CSV_COLUMNS.map((column) => column.header)])}`;
  for await (const batch of storedStates(db, section)) {
    yield batch
      .map(({ itemCode, state }) => csvLine([itemCode, ...CSV_COLUMNS.map((column) => column.write(state))]))
      .join('');
  }
}

/** The separator a header line uses: whichever of `;` and `,` it has more of outside quotes. */
function separatorOf(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) break;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * Rows of a CSV text as it streams in, with the line each starts on; a quoted cell may hold separators, line
 * breaks and doubled quotes. The separator is the header line's (`separatorOf`). A cell past `MAX_CELL_CHARS`
 * or a row past `MAX_ROW_CHARS` stops the read (`ImportFileError`), so it holds one bounded row at most.
 */
async function* csvRows(chunks: AsyncIterable<string>): AsyncGenerator<{ cells: string[]; line: number }> {
  let separator: ';' | ',' = ';';
  let cells: string[] = [];
  let cellText = '';
  let quoted = false;
  /** A quote inside a quoted cell: doubled (a quote) or closing, as the next character tells. */
  let quoteSeen = false;
  let afterQuote = false;
  let line = 1;
  let rowLine = 1;
  /** Characters of the row so far. */
  let rowChars = 0;
  const endRow = () => {
    cells.push(cellText);
    const row = { cells, line: rowLine };
    cells = [];
    cellText = '';
    afterQuote = false;
    rowLine = line;
    rowChars = 0;
    return row;
  };
  function* feed(text: string): Generator<{ cells: string[]; line: number }> {
    for (const ch of text) {
      rowChars += 1;
      if (rowChars > MAX_ROW_CHARS) throw new ImportFileError(rowLine, ROW_TOO_LONG);
      if (cellText.length > MAX_CELL_CHARS) throw new ImportFileError(rowLine, CELL_TOO_LONG);
      if (quoteSeen) {
        quoteSeen = false;
        if (ch === '"') {
          cellText += '"';
          continue;
        }
        quoted = false;
        afterQuote = true;
      }
      if (quoted) {
        if (ch === '"') quoteSeen = true;
        else {
          if (ch === '\n') line += 1;
          cellText += ch;
        }
      } else if (ch === '"' && cellText === '' && !afterQuote) quoted = true;
      else if (ch === separator) {
        cells.push(cellText);
        cellText = '';
        afterQuote = false;
      } else if (ch === '\n') {
        line += 1;
        yield endRow();
      } else if (ch !== '\r') {
        if (afterQuote) throw new ImportFileError(line, 'после закрывающей кавычки в ячейке стоит текст');
        cellText += ch;
      }
    }
  }
  let head: string | null = '';
  for await (const chunk of chunks) {
    if (head === null) {
      yield* feed(chunk);
      continue;
    }
    head += chunk;
    if (!head.includes('\n') && head.length <= MAX_ROW_CHARS) continue;
    separator = separatorOf(head);
    yield* feed(head);
    head = null;
  }
  if (head !== null) {
    separator = separatorOf(head);
    yield* feed(head);
  }
  if (quoted && !quoteSeen) throw new ImportFileError(rowLine, 'кавычка ячейки не закрыта до конца файла');
  if (cells.length > 0 || cellText !== '' || quoteSeen) yield endRow();
}

/** A CSV price list's products: its header names the columns (`CSV_COLUMNS`), each row one product. */
export async function* csvProducts(file: Decoded): AsyncGenerator<IncomingProduct> {
  let columns: Array<Column | 'code' | null> | null = null;
  for await (const { cells, line } of csvRows(file.text)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (columns === null) {
      const headers = cells.map((cell) => cell.trim().toLowerCase());
      columns = headers.map((header) =>
        header === CODE_HEADER.toLowerCase()
          ? 'code'
          : (CSV_COLUMNS.find((column) => column.header.toLowerCase() === header) ?? null),
      );
      if (!columns.includes('code')) {
        throw new ImportFileError(line, `нет столбца «${CODE_HEADER}» (первая строка — названия столбцов)`);
      }
      continue;
    }
    let itemCode = '';
    const fields: Partial<ProductState> = {};
    columns.forEach((column, index) => {
      const text = unguarded((cells[index] ?? '').trim());
      if (column === 'code') itemCode = text;
      else if (column) Object.assign(fields, column.read(text));
    });
    yield { itemCode, fields, line };
  }
}
