/** Text for an XML element or attribute: the five special characters escaped, characters XML forbids dropped. */
export const xmlText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A W3C date-time to the second, in UTC: `2026-11-25T15:47:06+00:00` (sitemaps, the YML date). */
export const w3cDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
