import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * createLink runtime plugin: a remote's stylesheet the server already put in the page (`<style data-href>`,
 * shell/server/site.ts) is not fetched again when the runtime loads the remote's expose. The runtime takes
 * the returned `<link>`, never attached, as the stylesheet already there.
 */
export function inlineStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-inline-styles',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const inline = [...document.querySelectorAll('style[data-href]')].some(
        (style) => style.getAttribute('data-href') === url,
      );
      return inline ? document.createElement('link') : undefined;
    },
  };
}
