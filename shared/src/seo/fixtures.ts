/** A product as the API answers it, for the SEO tests (the domain cannot use the browser's test helpers). */
import type { Item } from '../contract/catalog';
import { productPath } from '../domain/routes';

/** 12 990 roubles, 2 000 off the old price. */
const PRICED = {
  newPrice: '12 990 руб.',
  oldPrice: '14 990 руб.',
  available: true,
  preorder: false,
  discount: 2000,
  discountPercentage: 13,
} satisfies Partial<Item>;

/** The item's answer: a gun safe listed in «Сейфы › Сейфы для оружия». */
export const product = (itemCode: string, overrides: Partial<Item> = {}): Item => ({
  itemCode,
  link: productPath(itemCode),
  name: `Сейф ${itemCode}`,
  props: [{ key: 'Класс', value: 'I' }],
  image: '/api/catalog/images/safe-1-1.svg',
  images: ['/api/catalog/images/safe-1-1.svg'],
  dimensions: '500×400×350 мм',
  weight: 42,
  description: '',
  sections: [
    { name: 'Сейфы', link: '/catalog/seyfy' },
    { name: 'Сейфы для оружия', link: '/catalog/seyfy/dlya-oruzhiya' },
  ],
  ...PRICED,
  ...overrides,
});
