import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PATHS, SERVICE_LINKS, type InfoPageSlug } from '@shop/shared';
import { INFO_ROUTES } from './App';
import { SERVICES } from './features/services';
import {
  InfoApp,
  expectNotFoundAt,
  expectPageAt,
  pathsNotOwnedBy,
  pathsOwnedBy,
  renderAt,
  withTrailingSlash,
} from './testing';
import { PAGE_TITLES, SERVICE_PAGES, withoutSlash } from './titles';

/** Every information page of the site with the title the menus give it. */
const PAGES = [
  { path: PATHS.services, title: PAGE_TITLES.services },
  ...SERVICE_PAGES.map(({ path, title }) => ({ path, title })),
  { path: PATHS.help, title: PAGE_TITLES.help },
  { path: PATHS.payment, title: PAGE_TITLES.payment },
  { path: PATHS.delivery, title: PAGE_TITLES.delivery },
  { path: PATHS.warranty, title: PAGE_TITLES.warranty },
  { path: PATHS.returns, title: PAGE_TITLES.returns },
  { path: PATHS.wholesalers, title: PAGE_TITLES.wholesalers },
  { path: PATHS.company, title: PAGE_TITLES.company },
  { path: PATHS.vacancy, title: PAGE_TITLES.vacancy },
  { path: PATHS.requisites, title: PAGE_TITLES.requisites },
  { path: PATHS.contacts, title: PAGE_TITLES.contacts },
  { path: PATHS.privacyPolicy, title: PAGE_TITLES.privacyPolicy },
];

describe('mf-info routes', () => {
  // The contacts map comes in a chunk of its own. React continues a render that suspends on it beside the
  // owner's content (read through swr's `use`) only in an awaited act: load it once, before the sync checks.
  beforeAll(async () => {
    await act(async () => {
      renderAt(<InfoApp />, { path: PATHS.contacts });
    });
    cleanup();
  });

  it('have a page for every information path of the site and every service, each with its own title', () => {
    const infoPaths = [...pathsOwnedBy('mf-info'), ...SERVICE_LINKS.map(({ href }) => withoutSlash(href))];
    expect(new Set(PAGES.map(({ path }) => path))).toEqual(new Set(infoPaths));
    expect(new Set(PAGES.map(({ title }) => title)).size).toBe(PAGES.length);
    expect(INFO_ROUTES).toHaveLength(pathsOwnedBy('mf-info').length + 1); // one route for the five services
  });

  it.each(withTrailingSlash(PAGES))(
    '$path shows «$title» as its one h1 and names the tab after it',
    async ({ path, title }) => {
      expectPageAt(InfoApp, path, title);
      // The contacts map comes in a chunk of its own: let it arrive before the test ends.
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it.each([
    ['/company/', 'О компании'],
    ['/help/payment/', 'Оплата'],
    ['/services/vskrytie-zamkov/', 'Вскрытие замков'],
    ['/include/licenses_detail', 'Политика конфиденциальности'],
  ])('%s is titled «%s», as the site’s menus name it', (path, title) => expectPageAt(InfoApp, path, title));

  it.each<[string, InfoPageSlug]>([
    [PATHS.company, 'company'],
    [PATHS.vacancy, 'vacancy'],
    [PATHS.payment, 'payment'],
    [PATHS.warranty, 'warranty'],
    [PATHS.returns, 'returns'],
    [PATHS.wholesalers, 'wholesalers'],
    ...SERVICES.map(({ to, slug }): [string, InfoPageSlug] => [withoutSlash(to), slug]),
  ])('%s shows the owner’s text of its page «%s», and no other', (path, slug) => {
    renderAt(<InfoApp />, { path });
    expect(screen.getByText(`Текст владельца: ${slug}`)).toBeInTheDocument();
    expect(document.body.textContent?.match(/Текст владельца/g)).toHaveLength(1);
  });

  it.each([
    ...pathsNotOwnedBy('mf-info'),
    '/help/nope',
    '/help/delivery/nope',
    '/services/nope/',
    '/services/vskrytie-zamkov/nope',
    '/company/vacancy/nope',
  ])('%s is not an information page: the not-found page shows', (path) => expectNotFoundAt(InfoApp, path));

  it.each([
    ['/company/vacancy/', 'Разделы о компании', 'Вакансии'],
    ['/company', 'Разделы о компании', 'О компании'],
    ['/contacts/', 'Разделы о компании', 'Контакты'],
    ['/help/delivery', 'Разделы для покупателей', 'Доставка'],
    ['/help/', 'Разделы для покупателей', 'Покупателям'],
    ['/services/ustanovka-seyfov/', 'Услуги', 'Установка сейфов'],
    ['/services', 'Услуги', 'Все услуги'],
  ])('on %s the side menu «%s» marks «%s», and only it, as the current page', (path, menu, current) => {
    renderAt(<InfoApp />, { path });
    const nav = screen.getByRole('navigation', { name: menu });
    const marked = [...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });
});
