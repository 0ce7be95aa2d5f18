import type { ShopInfo } from '@shop/shared/contract';

/** Markup that is already safe: only `html` below makes it, so every interpolated value is escaped once. */
class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

type Value = string | number | SafeHtml | readonly SafeHtml[];

/** A tagged template: buyers' names, addresses and item names are escaped, nested `html` is kept. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.join('')
      : value instanceof SafeHtml
        ? value.value
        : escapeHtml(String(value));
    out += part + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** One letter in both forms; the subject is plain text. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** A label and its value, a row of the letters' tables and a line of their text. */
export type Row = readonly [label: string, value: string];

export const textRows = (rows: readonly Row[]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

export const htmlRows = (rows: readonly Row[]): SafeHtml =>
  html`<table cellpadding="4" style="border-collapse:collapse">
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <th align="left" style="padding-right:16px">${label}</th>
          <td>${value}</td>
        </tr>`,
    )}
  </table>`;

/**
 * Where a letter's foot goes (the shop's name and contacts), filled in when the letter is sent (`withShopFoot`),
 * so a letter tells the contacts the settings have then. Control characters: no text a buyer or the owner
 * gives may hold them (the contract refuses them), so none can forge the mark.
 */
const SHOP_FOOT = '\u0001shop-foot\u0001';

const contacts = (shop: ShopInfo): Row[] => [
  ['Телефон', shop.phone],
  ['Email', shop.email],
  ['Часы работы', shop.workHours],
];

/** The frame of every letter: a heading, the body, the shop's contacts at the foot. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="ru">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">
        <h1 style="font-size:20px">${title}</h1>
        ${body}
        <hr />
        ${new SafeHtml(SHOP_FOOT)}
      </body>
    </html>`.value;
}

/** The text form's foot, the same contacts. */
export const textFooter = (): string => SHOP_FOOT;

/** A letter with its foot filled in from the shop's settings as they are now. */
export function withShopFoot<T extends { text: string; html: string }>(letter: T, shop: ShopInfo): T {
  const foot = {
    text: `—\n${shop.name}\n${textRows(contacts(shop))}`,
    html: html`<p><strong>${shop.name}</strong></p>
      ${htmlRows(contacts(shop))}`.value,
  };
  return {
    ...letter,
    text: letter.text.replaceAll(SHOP_FOOT, foot.text),
    html: letter.html.replaceAll(SHOP_FOOT, foot.html),
  };
}

/** A short letter: a subject, one paragraph, a table of facts, the contacts (a call-back, an order's new status). */
export function shortLetter(subject: string, intro: string, rows: readonly Row[]): Rendered {
  return {
    subject,
    text: `${intro}\n\n${textRows(rows)}\n\n${textFooter()}\n`,
    html: page(
      subject,
      html`<p>${intro}</p>
        ${htmlRows(rows)}`,
    ),
  };
}
