import { ENDPOINTS, apiUrl, catalogPath } from '@shop/shared';

export interface HeroSlide {
  title: string;
  text: string;
  /** Absent on the first, text-only slide. */
  image?: string;
  link?: { to: string; label: string };
}

const picture = (name: string) => apiUrl(ENDPOINTS.catalogImage(name));

/** The five hero slides (spec section 2): a centred text slide, then four catalogue sections. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Сейфы и металлическая мебель',
    text: 'Более 15 000 товаров со складов, доставка собственным транспортом и официальная гарантия на каждый товар.',
  },
  {
    title: 'Офисная мебель',
    text: 'Металлические шкафы, тумбы и картотеки для кабинетов и архивов.',
    image: picture('office-3-1'),
    link: { to: catalogPath('ofisnaya-mebel'), label: 'Смотреть офисную мебель' },
  },
  {
    title: 'Стеллажи',
    text: 'Складские, архивные и офисные стеллажи с нагрузкой до тонны на полку.',
    image: picture('shelving-2-1'),
    link: { to: catalogPath('stellazhi-metallicheskie'), label: 'Смотреть стеллажи' },
  },
  {
    title: 'Гардеробные системы',
    text: 'Металлические гардеробные системы для дома и офиса.',
    image: picture('wardrobe-1-1'),
    link: { to: catalogPath('garderobnye-sistemy'), label: 'Смотреть гардеробные системы' },
  },
  {
    title: 'Верстаки',
    text: 'Слесарные и инструментальные верстаки для мастерских и гаражей.',
    image: picture('workbench-4-1'),
    link: { to: catalogPath('verstaki'), label: 'Смотреть верстаки' },
  },
];

export interface PromoCard {
  title: string;
  text: string;
  to: string;
  image: string;
}

/** The two side promo cards of the home page. */
export const PROMO_CARDS: readonly PromoCard[] = [
  {
    title: 'Стеллажи металлические',
    text: 'Для склада, архива и гаража',
    to: catalogPath('stellazhi-metallicheskie'),
    image: picture('shelving-5-1'),
  },
  {
    title: 'Металлические шкафы',
    text: 'Для раздевалок, бухгалтерии и архива',
    to: catalogPath('metallicheskie-shkafy'),
    image: picture('cabinet-6-1'),
  },
];
