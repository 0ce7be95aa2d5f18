/** Navigation of spec section 2: sidebar, its submenus, the mobile menu's links and the footer. */
import { PATHS, catalogPath, servicePath, withSlash } from '../routes';

export interface NavOption {
  value: string;
  label: string;
  href: string;
}

export interface NavItem {
  title: string;
  href: string;
  options?: NavOption[];
}

export interface SideMenuItem {
  title: string;
  link: string;
}

const service = (value: string, label: string): NavOption => ({ value, label, href: servicePath(value) });

/** Linked from the footer too. */
const ASSEMBLY_SERVICE = service('sborka-metallicheskoy-mebeli', 'Сборка металлической мебели');

/** The five service pages (spec section 2, the «Услуги» submenu). */
export const SERVICE_LINKS: readonly NavOption[] = [
  service('podem-tovara-na-etazh', 'Подъём товара на этаж'),
  service('vskrytie-zamkov', 'Вскрытие замков'),
  service('ustanovka-seyfov', 'Установка сейфов'),
  ASSEMBLY_SERVICE,
  service('izgotovlenie-metallicheskoy-mebeli-na-zakaz', 'Изготовление металлической мебели на заказ'),
];

export const COMPANY_LINKS: readonly NavOption[] = [
  { value: 'company', label: 'О компании', href: withSlash(PATHS.company) },
  { value: 'contacts', label: 'Контакты', href: withSlash(PATHS.contacts) },
];

/** Sidebar navigation after the logo (which links to `/`). */
export const SIDEBAR_NAV: readonly NavItem[] = [
  { title: 'Услуги', href: withSlash(PATHS.services), options: [...SERVICE_LINKS] },
  { title: 'Покупателям', href: withSlash(PATHS.help) },
  { title: 'Оптовикам', href: withSlash(PATHS.wholesalers) },
  { title: 'Компания', href: withSlash(PATHS.company), options: [...COMPANY_LINKS] },
  { title: 'Контакты', href: withSlash(PATHS.contacts) },
];

/** Links of the mobile slide-in menu: Buyers, Company, Contacts (spec section 2). */
export const MOBILE_MENU_LINKS: readonly SideMenuItem[] = [
  { title: 'Покупателям', link: withSlash(PATHS.help) },
  { title: 'Компания', link: withSlash(PATHS.company) },
  { title: 'Контакты', link: withSlash(PATHS.contacts) },
];

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** A catalogue link as the footer writes it, with a trailing slash. */
const catalogHref = (...slugs: string[]) => `${catalogPath(...slugs)}/`;

/** Exactly the footer links of the spec, grouped in two columns. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Каталог',
    links: [
      { label: 'Сейфы', href: catalogHref('seyfy') },
      { label: 'Оружейные сейфы', href: catalogHref('seyfy', 'dlya-oruzhiya') },
      { label: 'Металлические шкафы', href: catalogHref('metallicheskie-shkafy') },
      { label: 'Металлические стеллажи', href: catalogHref('stellazhi-metallicheskie') },
      { label: 'Складские стеллажи', href: catalogHref('stellazhi-metallicheskie', 'skladskie-stellazhi') },
      {
        label: 'Шкафы для раздевалок',
        href: catalogHref('metallicheskie-shkafy', 'shkafy-metallicheskie-dlya-razdevalok'),
      },
      { label: 'Верстаки', href: catalogHref('verstaki') },
      { label: 'Почтовые ящики', href: catalogHref('pochtovye-yashchiki') },
    ],
  },
  {
    title: 'Покупателям',
    links: [
      { label: 'Реквизиты', href: PATHS.requisites },
      { label: 'Оплата', href: withSlash(PATHS.payment) },
      { label: ASSEMBLY_SERVICE.label, href: ASSEMBLY_SERVICE.href },
      { label: 'Политика конфиденциальности', href: PATHS.privacyPolicy },
    ],
  },
];

/** Side menu of the company pages (spec section 2, "About the company"). */
export const COMPANY_SIDE_MENU: readonly SideMenuItem[] = [
  { title: 'О компании', link: withSlash(PATHS.company) },
  { title: 'Вакансии', link: withSlash(PATHS.vacancy) },
  { title: 'Контакты', link: withSlash(PATHS.contacts) },
  { title: 'Реквизиты', link: withSlash(PATHS.requisites) },
];
