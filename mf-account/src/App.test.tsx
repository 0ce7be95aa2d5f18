import { PATHS, TEXTS } from '@shop/shared';
import App from './App';
import { ACCOUNT_TEXTS } from './texts';
import { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './testing';

const PAGES = [
  { path: PATHS.personal, title: TEXTS.profile.title },
  { path: PATHS.orders, title: TEXTS.orders.title },
  // Opened without the link's token, each says so under its own heading.
  { path: PATHS.confirmEmail, title: ACCOUNT_TEXTS.links.confirmTitle },
  { path: PATHS.changeEmail, title: ACCOUNT_TEXTS.links.changeTitle },
  { path: PATHS.resetPassword, title: ACCOUNT_TEXTS.links.resetTitle },
  { path: PATHS.acceptInvitation, title: ACCOUNT_TEXTS.links.inviteTitle },
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
