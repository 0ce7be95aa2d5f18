import { SERVICE_LINKS } from '@shop/shared';
import App from './App';
import { INFO_PAGES } from './infoPages';
import { expectNotFoundAt, expectPageAt, pathsNotOwnedBy, pathsOwnedBy, withTrailingSlash } from './testing';

/** The site's information pages: its paths mf-info owns and the five service pages. */
const INFO_PATHS = [...pathsOwnedBy('mf-info'), ...SERVICE_LINKS.map(({ href }) => href.replace(/\/$/, ''))];

describe('mf-info routes', () => {
  it('have a page for every information path of the site, each with its own title', () => {
    expect(new Set(INFO_PAGES.map(({ path }) => path))).toEqual(new Set(INFO_PATHS));
    expect(new Set(INFO_PAGES.map(({ title }) => title)).size).toBe(INFO_PAGES.length);
  });

  it.each(withTrailingSlash(INFO_PAGES))(
    '$path shows «$title» and names the tab after it',
    ({ path, title }) => expectPageAt(App, path, title),
  );

  it.each([
    ['/company/', 'О компании'],
    ['/help/payment/', 'Оплата'],
    ['/services/vskrytie-zamkov/', 'Вскрытие замков'],
    ['/include/licenses_detail', 'Политика конфиденциальности'],
  ])('%s is titled «%s», as the site’s menus name it', (path, title) => expectPageAt(App, path, title));

  it.each(pathsNotOwnedBy('mf-info'))('%s is not an information page: the not-found page shows', (path) =>
    expectNotFoundAt(App, path),
  );
});
