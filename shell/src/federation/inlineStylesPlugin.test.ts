import { inlineStylesPlugin } from './inlineStylesPlugin';

const createLink = (url: string, rel = 'stylesheet') =>
  inlineStylesPlugin().createLink?.({ url, attrs: { rel } });

describe('inlineStylesPlugin', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style data-href="http://shop.test/remotes/mf-catalog/pages.1a2b3c4d.css">.a{}</style>';
  });

  it('gives the runtime a link that loads nothing for a stylesheet the server put in the page, gone once attached', async () => {
    const link = createLink('http://shop.test/remotes/mf-catalog/pages.1a2b3c4d.css');
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link).not.toHaveAttribute('href');
    // The runtime attaches what it is given, at once.
    document.head.appendChild(link as HTMLLinkElement);
    await Promise.resolve();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('leaves another stylesheet, or another kind of link, to the runtime', () => {
    expect(createLink('http://shop.test/remotes/mf-catalog/other.1a2b3c4d.css')).toBeUndefined();
    expect(createLink('http://shop.test/remotes/mf-catalog/pages.1a2b3c4d.css', 'preload')).toBeUndefined();
  });
});
