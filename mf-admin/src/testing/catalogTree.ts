import type { Category } from '@shop/shared';

const leaf = (link: string, name: string) => ({
  subcategoryName: name,
  subcategoryLink: link,
  itemsCount: 3,
  imageSrc: '',
});

/** A small category tree (GET /catalog/): two categories, one with a subcategory and its section. */
export const CATALOG_TREE: Category[] = [
  {
    _id: '1',
    categoryName: 'Сейфы',
    categoryLink: '/catalog/seyfy',
    categoryImg: '',
    subcategories: [
      {
        ...leaf('/catalog/seyfy/dlya-oruzhiya', 'Сейфы для оружия'),
        subcategories: [leaf('/catalog/seyfy/dlya-oruzhiya/karabinnye', 'Карабинные')],
      },
    ],
  },
  {
    _id: '2',
    categoryName: 'Верстаки',
    categoryLink: '/catalog/verstaki',
    categoryImg: '',
    subcategories: [],
  },
];
