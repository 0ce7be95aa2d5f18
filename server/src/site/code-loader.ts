/** Where a rendered page's nonce goes in the page's code loader (`deferCode`); put in by `pageStream`. */
export const NONCE_SLOT = '%NONCE%';

/** The head's code: the shell's script and the preloads of scripts and answers (index.html's and the remotes'). */
const CODE_TAG =
  /<link rel="?preload"? href="?([^" >]+)"? as="?(script|fetch)"?[^>]*>|<script defer src="?([^" >]+)"?><\/script>/g;

/** At most this long a rendered page waits before it asks for its code (`CODE_LOADER`). */
const CODE_WAIT_MS = 1000;

/**
 * Appends, once the page's main pictures (`img[fetchpriority=high]`) have loaded, the browser has reported
 * its first contentful paint and two frames have passed (or CODE_WAIT_MS at most, or at once when the
 * visitor presses a key or a pointer: the press is replayed once the code runs, shell/src/server/pressReplay.ts),
 * each `[address, kind]` of its list: `main` a script, `script` or `fetch` a preload at the priority it had
 * in the head. One element per task: starting a request costs the main thread about a millisecond, so the
 * whole list in one task was a long task on a phone's slow CPU.
 */
const CODE_LOADER = `(function (code, wait) {
  var started = false;
  function go() {
    if (started) return;
    started = true;
    add(0);
  }
  function add(index) {
    var item = code[index];
    if (!item) return;
    var element;
    if (item[1] === 'main') {
      element = document.createElement('script');
      element.src = item[0];
    } else {
      element = document.createElement('link');
      element.rel = 'preload';
      element.href = item[0];
      element.as = item[1];
      if (item[1] === 'fetch') element.crossOrigin = 'anonymous';
      else element.setAttribute('fetchpriority', 'low');
    }
    document.head.appendChild(element);
    setTimeout(add, 0, index + 1);
  }
  function frames() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go, 0); }); });
  }
  function painted() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return frames();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      frames();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(go, wait);
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, go, { capture: true, once: true, passive: true });
  });
  var pending = [].filter.call(document.querySelectorAll('img[fetchpriority=high]'), function (image) {
    return !image.complete;
  });
  var left = pending.length;
  if (left === 0) return painted();
  pending.forEach(function (image) {
    function one() { if (--left === 0) painted(); }
    image.addEventListener('load', one);
    image.addEventListener('error', one);
  });
})`;

const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * A page the server rendered asks for its code (the shell's script, the remotes' files, the answers the
 * shell preloads) only once its main pictures have loaded and it has been painted, from a script at the
 * end of the page (`CODE_LOADER`), instead of from the head: on a phone's link the page's code shared the
 * line with the page's picture, and the picture (or a product's name) was painted only after the code had
 * run. Until the code runs the page is the server's HTML: its links work, its styles are in it.
 */
export function deferCode(html: string): string {
  const code: [string, string][] = [];
  const page = html.replace(CODE_TAG, (_tag, href?: string, as?: string, script?: string) => {
    code.push(script ? [unescapeAttribute(script), 'main'] : [unescapeAttribute(href ?? ''), as ?? 'fetch']);
    return '';
  });
  const list = JSON.stringify(code).replaceAll('<', '\\u003c');
  return page.replace(
    '</body>',
    `<script nonce="${NONCE_SLOT}">${CODE_LOADER}(${list}, ${CODE_WAIT_MS});</script></body>`,
  );
}
