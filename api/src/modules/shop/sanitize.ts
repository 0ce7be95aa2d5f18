import sanitizeHtml from 'sanitize-html';

/**
 * The information pages' safe rich text: headings, paragraphs, lists, links, bold and italics, line breaks.
 * Every other tag is dropped keeping its text (a script's or style's text too is dropped), every attribute
 * but a link's address, and an address that is not a path of this site, https, mailto: or tel:. Run on save
 * and on preview alike, so the preview is exactly what is stored; its output is stable (sanitising it again
 * changes nothing).
 */
export const PAGE_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'br'] as const;

/** A path of this site (`/delivery/`), never `//host` or `/\host`, which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const EXTERNAL = /^https:\/\/[^\s/\\]+[^\s\\]*$/i;
const CONTACT = /^(?:mailto|tel):[^\s\\]+$/i;

/** A link's address as kept, or null when it is none of the kinds allowed (the link keeps its text). */
function safeHref(href: string | undefined): string | null {
  if (href === undefined) return null;
  const value = href.trim();
  return SITE_PATH.test(value) || EXTERNAL.test(value) || CONTACT.test(value) ? value : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PAGE_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  // The address is decided by safeHref; the library's own scheme check stays on behind it.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    // A pasted document's other headings become the two levels the pages have.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      if (href === null) return { tagName, attribs: {} };
      return { tagName, attribs: EXTERNAL.test(href) ? { href, rel: 'noopener' } : { href } };
    },
  },
};

export const sanitizePage = (html: string): string => sanitizeHtml(html, OPTIONS);
