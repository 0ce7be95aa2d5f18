import path from 'node:path';
import { SHELL, distOf } from '../apps';
import { current } from './freshness';
import { attribute } from './links';

/** A relative `url(…)` in CSS: it would resolve against the page's address once the CSS is in the page. */
const RELATIVE_URL = /url\((?!\s*["']?(?:data:|#|[a-z]+:|\/))/i;

/**
 * A built stylesheet in the page itself (`<style>`), so the first paint waits for no file: on a phone's
 * link each stylesheet was a round trip before anything showed (Lighthouse: render-blocking). `data-href` is
 * the address webpack's CSS loader looks for before it adds a `<link>`, so a chunk's styles come once. A
 * file with relative addresses in it, or not readable, stays a `<link>`.
 */
export async function stylesheet(file: string, href: string): Promise<string> {
  // Escaped once per file read, not per page.
  const css = await current(file, (text) =>
    RELATIVE_URL.test(text) ? null : text.replaceAll('</style', '<\\/style'),
  ).catch(() => null);
  return css === null
    ? `<link rel="stylesheet" href="${attribute(href)}">`
    : `<style data-href="${attribute(href)}">${css}</style>`;
}

/** The shell's stylesheets in index.html, as the build writes them. */
const SHELL_STYLESHEET = /<link href="?(\/[^"> ]+\.css)"? rel="?stylesheet"?>/g;

/** index.html with the shell's stylesheets in the page (`stylesheet`). */
export async function inlineShellStyles(html: string): Promise<string> {
  const styles = await Promise.all(
    [...html.matchAll(SHELL_STYLESHEET)].map(async ([link, href = '']) => ({
      link,
      style: await stylesheet(path.join(distOf(SHELL), href), href),
    })),
  );
  return styles.reduce((page, { link, style }) => page.replace(link, style), html);
}
