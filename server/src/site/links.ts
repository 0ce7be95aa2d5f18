/** The `<link>` tags the site puts in a page's head. */

/** An attribute's value: a picture's address comes from the catalogue's data. */
export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const PRELOAD_EXTRAS = {
  fetch: ' crossorigin="anonymous"',
  // At the priority of the scripts that run them (the shell's `defer` script, the federation runtime's async
  // ones: low), so they do not go ahead of the shell's script, which every page needs first. Lighthouse also
  // counts high-priority scripts as render-blocking: with them its simulated FCP swung from run to run.
  script: ' fetchpriority="low"',
  // The page's likely largest paint.
  image: ' fetchpriority="high"',
} as const;

export const preload = (href: string, as: keyof typeof PRELOAD_EXTRAS) =>
  `<link rel="preload" href="${attribute(href)}" as="${as}"${PRELOAD_EXTRAS[as]}>`;
