import { PATHS } from '@shop/shared';
import App from './App';
import { ADMIN_TEXTS } from './texts';
import { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './testing';

describe('mf-admin routes', () => {
  it('own no site path besides the price page', () => {
    expect(pathsOwnedBy('mf-admin')).toEqual([PATHS.admin]);
  });

  it.each(withTrailingSlash([{ path: PATHS.admin }]))('$path shows the price page', ({ path }) =>
    expectPageAt(App, path, ADMIN_TEXTS.pricesTitle),
  );

  it.each(pathsNotOwnedBy('mf-admin'))('%s is not an admin page: the not-found page shows', (path) =>
    expectNotFoundAt(App, path),
  );
});
