import type { Item, Product, ProductPicture, StoredItem } from '../contract';
import { productPath } from '../domain/routes';

/** A product as the API answers it, with the given item code. */
export function product(itemCode: string, overrides: Partial<Product> = {}): Product {
  return {
    name: `Сейф ${itemCode}`,
    itemCode,
    newPrice: '12 990 руб.',
    oldPrice: '14 990 руб.',
    available: true,
    preorder: false,
    image: '/api/catalog/images/safe-1-1.svg',
    discount: 2000,
    discountPercentage: 13,
    dimensions: '500×400×350 мм',
    weight: 42,
    link: productPath(itemCode),
    props: [{ key: 'Класс', value: 'I' }],
    ...overrides,
  };
}

/** A product's own answer (`GET /catalog/item/…`): its pictures and sections, a gun safe unless told. */
export function item(itemCode: string, overrides: Partial<Item> = {}): Item {
  return {
    ...product(itemCode),
    images: ['/api/catalog/images/safe-1-1.svg'],
    description: '',
    sections: [
      { name: 'Сейфы', link: '/catalog/seyfy' },
      { name: 'Сейфы для оружия', link: '/catalog/seyfy/dlya-oruzhiya' },
    ],
    ...overrides,
  };
}

/** An uploaded picture as the API answers it: `/api/pictures/<id>-<view>-<density>.<ext>` stand for its files. */
export function picture(id: number, main = false): ProductPicture {
  const view = (name: 'card' | 'page' | 'thumb', box: number) => {
    const file = (density: number, ext: string) => `/api/pictures/${id}-${name}-${density}.${ext}`;
    return {
      width: box,
      height: box,
      src: file(1, 'jpg'),
      sources: [
        { type: 'image/webp', srcset: `${file(1, 'webp')} 1x, ${file(2, 'webp')} 2x` },
        { type: 'image/jpeg', srcset: `${file(1, 'jpg')} 1x, ${file(2, 'jpg')} 2x` },
      ],
    };
  };
  return { id, main, card: view('card', 220), page: view('page', 480), thumb: view('thumb', 72) };
}

/** A basket, favourites or compare entry. */
export function storedItem(itemCode: string, overrides: Partial<StoredItem> = {}): StoredItem {
  return {
    name: `Сейф ${itemCode}`,
    newPrice: '12 990 руб.',
    oldPrice: '14 990 руб.',
    count: 1,
    link: productPath(itemCode),
    image: '/api/catalog/images/safe-1-1.svg',
    discount: 2000,
    discountPercentage: 13,
    itemCode,
    props: [{ key: 'Класс', value: 'I' }],
    ...overrides,
  };
}
