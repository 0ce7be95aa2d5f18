/**
 * CSV for Excel with Russian settings (the desk's orders, the catalogue's export): `;` between cells, CRLF
 * between rows, UTF-8 with a BOM written by the caller first.
 */

/** A value starting like a formula: Excel would run it, so it is written with an apostrophe first. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A cell: quoted when it holds the separator, a quote or a line break; a text starting like a formula
 * (`=`, `+`, `-`, `@`) gets an apostrophe first, so a buyer's or a supplier's text cannot run as a formula on
 * the staff's computer.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]): string => `${cells.map(cell).join(';')}\r\n`;

/** A cell's text as written before the guard of `csvLine` (an export read back is the same text). */
export const unguarded = (text: string): string =>
  text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text;
