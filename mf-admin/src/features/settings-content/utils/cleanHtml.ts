import { isOwnerLink } from '@shop/shared';

/** What a page's body may hold, as the server's sanitiser keeps it; `b` is bold too. */
const KEPT = new Set(['H2', 'H3', 'P', 'UL', 'OL', 'LI', 'STRONG', 'A', 'BR']);
const RENAMED: Record<string, string> = { B: 'STRONG', H1: 'H2', H4: 'H3', H5: 'H3', H6: 'H3' };
/** Dropped with everything inside: code, embedded things, form controls, pictures. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
]);

/** A link a page may carry: a site path, https, an e-mail or a phone; `javascript:` and the rest are not. */
export const isPageLink = (href: string): boolean =>
  isOwnerLink(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href) || /^tel:\+?[\d\s()-]+$/.test(href);

function copy(from: Node, into: Node, doc: Document) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    // Comments and the like are left out.
    if (!(node instanceof Element)) continue;
    const element = node;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    const name = RENAMED[tag] ?? tag;
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!KEPT.has(name) || (name === 'A' && !isPageLink(href))) {
      copy(element, into, doc);
      continue;
    }
    const kept = doc.createElement(name.toLowerCase());
    if (name === 'A') kept.setAttribute('href', href);
    copy(element, kept, doc);
    into.appendChild(kept);
  }
}

/**
 * A pasted (or loaded) piece of HTML reduced to what a page may hold: the kept elements without any of their
 * attributes but a safe link's `href`; scripts, styles, pictures and embedded things dropped with their
 * content; any other element unwrapped to its text. Parsed in an inert document, so nothing of it runs or
 * loads. The server sanitises again on save and on preview: this only keeps the editor's text clean.
 */
export function cleanHtml(html: string): DocumentFragment {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const fragment = doc.createDocumentFragment();
  copy(source.body, fragment, doc);
  return document.importNode(fragment, true);
}

/** Plain pasted text as paragraphs, a paragraph per blank-line-separated block. */
export function textAsHtml(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const block of text.split(/\n\s*\n/)) {
    if (!block.trim()) continue;
    const p = document.createElement('p');
    p.textContent = block.trim();
    fragment.appendChild(p);
  }
  return fragment;
}
