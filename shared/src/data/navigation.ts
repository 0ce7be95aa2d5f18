/** Navigation of spec section 2: sidebar, its submenus, the mobile menu's links and the footer. */

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

export const SERVICE_LINKS: readonly NavOption[] = [
  {
    value: 'podem-tovara-na-etazh',
    label: 'Подъём товара на этаж',
    href: '/services/podem-tovara-na-etazh/',
  },
  { value: 'vskrytie-zamkov', label: 'Вскрытие замков', href: '/services/vskrytie-zamkov/' },
  { value: 'ustanovka-seyfov', label: 'Установка сейфов', href: '/services/ustanovka-seyfov/' },
  {
    value: 'sborka-metallicheskoy-mebeli',
    label: 'Сборка металлической мебели',
    href: '/services/sborka-metallicheskoy-mebeli/',
  },
  {
    value: 'izgotovlenie-metallicheskoy-mebeli-na-zakaz',
    label: 'Изготовление металлической мебели на заказ',
    href: '/services/izgotovlenie-metallicheskoy-mebeli-na-zakaz/',
  },
];

export const COMPANY_LINKS: readonly NavOption[] = [
  { value: 'company', label: 'О компании', href: '/company/' },
  { value: 'contacts', label: 'Контакты', href: '/contacts/' },
];

/** Sidebar navigation after the logo (which links to `/`). */
export const SIDEBAR_NAV: readonly NavItem[] = [
  { title: 'Услуги', href: '/services/', options: [...SERVICE_LINKS] },
  { title: 'Покупателям', href: '/help/' },
  { title: 'Оптовикам', href: '/wholesalers/' },
  { title: 'Компания', href: '/company/', options: [...COMPANY_LINKS] },
  { title: 'Контакты', href: '/contacts/' },
];

/** Links of the mobile slide-in menu: Buyers, Company, Contacts (spec section 2). */
export const MOBILE_MENU_LINKS: readonly SideMenuItem[] = [
  { title: 'Покупателям', link: '/help/' },
  { title: 'Компания', link: '/company/' },
  { title: 'Контакты', link: '/contacts/' },
];

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** Exactly the footer links of the spec, grouped in two columns. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Каталог',
    links: [
      { label: 'Сейфы', href: '/catalog/seyfy/' },
      { label: 'Оружейные сейфы', href: '/catalog/seyfy/dlya-oruzhiya/' },
      { label: 'Металлические шкафы', href: '/catalog/metallicheskie-shkafy/' },
      { label: 'Металлические стеллажи', href: '/catalog/stellazhi-metallicheskie/' },
      { label: 'Складские стеллажи', href: '/catalog/stellazhi-metallicheskie/skladskie-stellazhi/' },
      {
        label: 'Шкафы для раздевалок',
        href: '/catalog/metallicheskie-shkafy/shkafy-metallicheskie-dlya-razdevalok/',
      },
      { label: 'Верстаки', href: '/catalog/verstaki/' },
      { label: 'Почтовые ящики', href: '/catalog/pochtovye-yashchiki/' },
    ],
  },
  {
    title: 'Покупателям',
    links: [
      { label: 'Реквизиты', href: '/company/rekvizity' },
      { label: 'Оплата', href: '/help/payment/' },
      { label: 'Сборка металлической мебели', href: '/services/sborka-metallicheskoy-mebeli/' },
      { label: 'Политика конфиденциальности', href: '/include/licenses_detail' },
    ],
  },
];

/** Side menu of the company pages (spec section 2, "About the company"). */
export const COMPANY_SIDE_MENU: readonly SideMenuItem[] = [
  { title: 'О компании', link: '/company/' },
  { title: 'Вакансии', link: '/company/vacancy/' },
  { title: 'Контакты', link: '/contacts/' },
  { title: 'Реквизиты', link: '/company/rekvizity/' },
];
