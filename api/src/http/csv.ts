/**
 * The project's one CSV writer, for Excel with Russian settings (the desk's orders, the catalogue's export): `;`
 * between cells, CRLF between rows, UTF-8 with a BOM written by the caller first. Its cells are safe for a
 * reader splitting on `;` or on `,` alike.
 */

/** A value starting like a formula: Excel would run it, so it is written with an apostrophe first. */
const FORMULA = /^[=+\-@\t\r]/;
/**
 * What makes a cell quoted: either separator (a `,` reader would otherwise cut `Сейф,=1+1` into a cell that is a
 * formula), a quote, a line break, or a start like a formula.
 */
const QUOTED = /[;,"\r\n]|^[=+\-@\t\r]/;

/**
 * A cell: quoted when `QUOTED` says so; a text starting like a formula (`=`, `+`, `-`, `@`, a tab, a carriage
 * return) gets an apostrophe first, so a buyer's or a supplier's text cannot run as a formula on the staff's
 * computer.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return QUOTED.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]): string => `${cells.map(cell).join(';')}\r\n`;

/** A cell's text as written before the guard of `csvLine` (an export read back is the same text). */
export const unguarded = (text: string): string =>
  text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text;
