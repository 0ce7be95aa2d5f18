import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * createLink runtime plugin: a remote's stylesheet the server already put in the page (`<style data-href>`,
 * server/src/site/styles.ts) is not fetched again when the runtime loads the remote's expose. The runtime takes
 * the returned `<link>` as the stylesheet already there. It attaches that link to the head at once; a `<link>`
 * without an address is invalid HTML (the Nu Html Checker of e2e «Валидный HTML» reads the live page), so it
 * takes itself off again right after (a microtask: the runtime's append is synchronous).
 */
export function inlineStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-inline-styles',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const inline = [...document.querySelectorAll('style[data-href]')].some(
        (style) => style.getAttribute('data-href') === url,
      );
      if (!inline) return undefined;
      const link = document.createElement('link');
      queueMicrotask(() => link.remove());
      return link;
    },
  };
}
