import APPS from '../../apps.json';
import {
  PATHS,
  REMOTE_NAMES,
  ROUTE_OWNERS,
  catalogPath,
  isOwnedBy,
  productPath,
  searchPath,
  servicePath,
} from './routes';

const ownersOf = (path: string) => REMOTE_NAMES.filter((remote) => isOwnedBy(remote, path));

describe('the route table', () => {
  it.each(Object.entries(PATHS))('%s (%s) is owned by exactly one remote', (_name, path) => {
    expect(ownersOf(path)).toHaveLength(1);
  });

  it('gives each page to the remote the architecture names', () => {
    expect(ownersOf(PATHS.product)).toEqual(['mf-catalog']);
    expect(ownersOf(PATHS.order)).toEqual(['mf-checkout']);
    expect(ownersOf(PATHS.orders)).toEqual(['mf-account']);
    expect(ownersOf(PATHS.privacyPolicy)).toEqual(['mf-info']);
    expect(ownersOf(PATHS.admin)).toEqual(['mf-admin']);
  });

  it('names the remotes of shared/apps.json, each owning its parts of the site', () => {
    expect(REMOTE_NAMES).toEqual(APPS.remotes.map(({ folder }) => folder));
    expect(Object.keys(ROUTE_OWNERS).sort()).toEqual([...REMOTE_NAMES].sort());
  });
});

describe('links to pages with parameters', () => {
  it('writes the product page as the spec does, encoding the code', () => {
    expect(productPath('100005')).toBe('/catalog/product?productCode=100005');
    expect(productPath('A&B 1')).toBe('/catalog/product?productCode=A%26B%201');
  });

  it('joins catalogue slugs under /catalog', () => {
    expect(catalogPath('seyfy', 'dlya-oruzhiya')).toBe('/catalog/seyfy/dlya-oruzhiya');
    expect(catalogPath()).toBe('/catalog');
  });

  it('encodes a search query and writes service pages with the trailing slash', () => {
    expect(searchPath('сейф 50 кг')).toBe(`/catalog/search?query=${encodeURIComponent('сейф 50 кг')}`);
    expect(servicePath('vskrytie-zamkov')).toBe('/services/vskrytie-zamkov/');
  });
});
