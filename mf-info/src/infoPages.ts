import { COMPANY_SIDE_MENU, FOOTER_COLUMNS, PATHS, SERVICE_LINKS, SIDEBAR_NAV } from '@shop/shared';
import { INFO_TEXTS } from './texts';

export interface InfoPage {
  path: string;
  title: string;
}

/** The menus write section links with a trailing slash (`/help/`); routes match either way. */
const withoutSlash = (href: string) => href.replace(/\/$/, '');

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
function menuPage(path: string): InfoPage {
  const title = MENU_TITLES.get(path);
  // Fails the remote's tests at once: a page no menu names gets its title in INFO_TEXTS instead.
  if (!title) throw new Error(`mf-info: no menu of the site names ${path}`);
  return { path, title };
}

/** Every information page of the site (spec section 2), in the order of the menus. */
export const INFO_PAGES: readonly InfoPage[] = [
  menuPage(PATHS.services),
  ...SERVICE_LINKS.map(({ href }) => menuPage(withoutSlash(href))),
  menuPage(PATHS.help),
  menuPage(PATHS.payment),
  { path: PATHS.delivery, title: INFO_TEXTS.deliveryTitle },
  { path: PATHS.warranty, title: INFO_TEXTS.warrantyTitle },
  { path: PATHS.returns, title: INFO_TEXTS.returnsTitle },
  menuPage(PATHS.wholesalers),
  menuPage(PATHS.company),
  menuPage(PATHS.vacancy),
  menuPage(PATHS.requisites),
  menuPage(PATHS.contacts),
  menuPage(PATHS.privacyPolicy),
];
