import { PATHS, TEXTS } from '@shop/shared';
import App from './App';
import { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './testing';

const PAGES = [
  { path: PATHS.basket, title: TEXTS.basket.title },
  { path: PATHS.favorites, title: TEXTS.favorites.title },
  { path: PATHS.order, title: TEXTS.order.title },
];

describe('mf-checkout routes', () => {
  it('have a page for every site path the checkout owns', () => {
    expect(new Set(PAGES.map(({ path }) => path))).toEqual(new Set(pathsOwnedBy('mf-checkout')));
  });

  it.each(withTrailingSlash(PAGES))('$path shows «$title» and names the tab after it', ({ path, title }) =>
    expectPageAt(App, path, title),
  );

  it.each(pathsNotOwnedBy('mf-checkout'))('%s is not a checkout page: the not-found page shows', (path) =>
    expectNotFoundAt(App, path),
  );
});
