import { PATHS, SERVICE_LINKS, withSlash, type SideMenuItem } from '@shop/shared';
import { INFO_TEXTS } from './texts';
import { PAGE_TITLES } from './titles';

/** The side menu of the services pages: the list and the five services. */
export const SERVICES_MENU: readonly SideMenuItem[] = [
  { title: INFO_TEXTS.menus.allServices, link: withSlash(PATHS.services) },
  ...SERVICE_LINKS.map(({ label, href }) => ({ title: label, link: href })),
];

/** The left menu of the help pages: payment, delivery, warranty, return rules and tenders (spec section 2). */
export const HELP_MENU: readonly SideMenuItem[] = [
  { title: PAGE_TITLES.help, link: withSlash(PATHS.help) },
  { title: PAGE_TITLES.payment, link: withSlash(PATHS.payment) },
  { title: PAGE_TITLES.delivery, link: withSlash(PATHS.delivery) },
  { title: PAGE_TITLES.warranty, link: withSlash(PATHS.warranty) },
  { title: PAGE_TITLES.returns, link: withSlash(PATHS.returns) },
  { title: INFO_TEXTS.menus.tenders, link: `${withSlash(PATHS.wholesalers)}#tenders` },
];
