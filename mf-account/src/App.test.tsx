import { PATHS, TEXTS } from '@shop/shared';
import App from './App';
import { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './testing';

const PAGES = [
  { path: PATHS.personal, title: TEXTS.profile.title },
  { path: PATHS.orders, title: TEXTS.orders.title },
];

describe('mf-account routes', () => {
  it('have a page for every site path the account remote owns', () => {
    expect(new Set(PAGES.map(({ path }) => path))).toEqual(new Set(pathsOwnedBy('mf-account')));
  });

  it.each(withTrailingSlash(PAGES))('$path shows «$title» and names the tab after it', ({ path, title }) =>
    expectPageAt(App, path, title),
  );

  it.each(pathsNotOwnedBy('mf-account'))('%s is not an account page: the not-found page shows', (path) =>
    expectNotFoundAt(App, path),
  );
});
