import { COMPANY_SIDE_MENU, FOOTER_COLUMNS, PATHS, SERVICE_LINKS, SIDEBAR_NAV } from '@shop/shared';
import { INFO_TEXTS } from './texts';

/** The menus write section links with a trailing slash (`/help/`); routes match either way. */
export const withoutSlash = (href: string): string => href.replace(/\/$/, '');

/**
 * What the site's menus call each page. Later entries win, so a page's own link names it rather than
 * its section: «О компании» (submenu and side menu), not the sidebar's «Компания», for /company.
 */
const MENU_TITLES = new Map(
  [
    ...SIDEBAR_NAV.map(({ href, title }) => ({ href, title })),
    ...SIDEBAR_NAV.flatMap(({ options = [] }) => options.map(({ href, label }) => ({ href, title: label }))),
    ...FOOTER_COLUMNS.flatMap(({ links }) => links.map(({ href, label }) => ({ href, title: label }))),
    ...COMPANY_SIDE_MENU.map(({ link, title }) => ({ href: link, title })),
  ].map(({ href, title }) => [withoutSlash(href), title]),
);

/** A page titled as the menus name it. */
function menuTitle(path: string): string {
  const title = MENU_TITLES.get(path);
  // Fails the remote's tests at once: a page no menu names gets its title in INFO_TEXTS instead.
  if (!title) throw new Error(`mf-info: no menu of the site names ${path}`);
  return title;
}

/** Each information page's title: its h1 and the tab's «{title} — МеталлСейф». */
export const PAGE_TITLES = {
  services: menuTitle(PATHS.services),
  help: menuTitle(PATHS.help),
  payment: menuTitle(PATHS.payment),
  delivery: INFO_TEXTS.titles.delivery,
  warranty: INFO_TEXTS.titles.warranty,
  returns: INFO_TEXTS.titles.returns,
  wholesalers: menuTitle(PATHS.wholesalers),
  company: menuTitle(PATHS.company),
  vacancy: menuTitle(PATHS.vacancy),
  requisites: menuTitle(PATHS.requisites),
  contacts: menuTitle(PATHS.contacts),
  privacyPolicy: menuTitle(PATHS.privacyPolicy),
} as const;

/** A service page's slug (`vskrytie-zamkov`) from its link (`/services/vskrytie-zamkov/`). */
export const serviceSlug = (href: string): string => withoutSlash(href).slice(PATHS.services.length + 1);

/** The five service pages, titled as the «Услуги» submenu names them. */
export const SERVICE_PAGES = SERVICE_LINKS.map(({ href, label }) => ({
  slug: serviceSlug(href),
  path: withoutSlash(href),
  title: label,
}));
