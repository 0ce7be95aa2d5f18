import type { Family } from '../modules/catalogue/model/families';

/**
 * The demo catalogue's tree: the ten product families of spec section 1 and every slug the spec names
 * (footer, hero slider, promo cards). Order here is display order.
 */

export interface LeafSpec {
  slug: string;
  name: string;
  /** What one item is called, the start of every product name here («Сейф взломостойкий»). */
  noun: string;
  family?: Family;
  /** Relative share of the catalogue's items. */
  weight?: number;
  /** Height range in mm when it differs from the family's (a hotel safe is small). */
  height?: [number, number];
  children?: LeafSpec[];
}

export interface CategorySpec {
  slug: string;
  name: string;
  family: Family;
  subcategories: LeafSpec[];
}

export const TAXONOMY: CategorySpec[] = [
  {
    slug: 'seyfy',
    name: 'Сейфы',
    family: 'safe',
    subcategories: [
      {
        slug: 'dlya-oruzhiya',
        name: 'Сейфы для оружия',
        noun: 'Сейф для оружия',
        family: 'gunsafe',
        weight: 3,
        children: [
          { slug: 'dlya-ruzhey-i-karabinov', name: 'Для ружей и карабинов', noun: 'Сейф для оружия' },
          { slug: 'dlya-pistoletov', name: 'Для пистолетов', noun: 'Сейф для пистолета', height: [200, 500] },
          { slug: 'oruzheynye-shkafy', name: 'Оружейные шкафы', noun: 'Шкаф оружейный' },
        ],
      },
      {
        slug: 'vzlomostoykie',
        name: 'Взломостойкие сейфы',
        noun: 'Сейф взломостойкий',
        weight: 3,
        children: [
          { slug: '1-klass', name: 'Сейфы 1 класса', noun: 'Сейф взломостойкий 1 класса' },
          { slug: '2-klass', name: 'Сейфы 2 класса', noun: 'Сейф взломостойкий 2 класса' },
          { slug: '3-klass', name: 'Сейфы 3 класса', noun: 'Сейф взломостойкий 3 класса' },
        ],
      },
      { slug: 'ognestoykie', name: 'Огнестойкие сейфы', noun: 'Сейф огнестойкий', weight: 2 },
      { slug: 'mebelnye', name: 'Мебельные сейфы', noun: 'Сейф мебельный', weight: 2, height: [250, 700] },
      { slug: 'gostinichnye', name: 'Гостиничные сейфы', noun: 'Сейф гостиничный', height: [200, 450] },
      { slug: 'vstraivaemye', name: 'Встраиваемые сейфы', noun: 'Сейф встраиваемый', height: [250, 550] },
      {
        slug: 'depozitnye-yacheyki',
        name: 'Депозитные ячейки',
        noun: 'Депозитная ячейка',
        height: [100, 400],
      },
    ],
  },
  {
    slug: 'metallicheskie-shkafy',
    name: 'Металлические шкафы',
    family: 'cabinet',
    subcategories: [
      {
        slug: 'shkafy-metallicheskie-dlya-razdevalok',
        name: 'Шкафы металлические для раздевалок',
        noun: 'Шкаф для раздевалки',
        family: 'locker',
        weight: 3,
        children: [
          { slug: 'dvukhsektsionnye', name: 'Двухсекционные', noun: 'Шкаф для раздевалки двухсекционный' },
          { slug: 'trekhsektsionnye', name: 'Трёхсекционные', noun: 'Шкаф для раздевалки трёхсекционный' },
          {
            slug: 'chetyrekhsektsionnye',
            name: 'Четырёхсекционные',
            noun: 'Шкаф для раздевалки четырёхсекционный',
          },
        ],
      },
      { slug: 'arkhivnye-shkafy', name: 'Архивные шкафы', noun: 'Шкаф архивный', weight: 2 },
      { slug: 'bukhgalterskie-shkafy', name: 'Бухгалтерские шкафы', noun: 'Шкаф бухгалтерский', weight: 2 },
      { slug: 'instrumentalnye-shkafy', name: 'Инструментальные шкафы', noun: 'Шкаф инструментальный' },
      { slug: 'sushilnye-shkafy', name: 'Сушильные шкафы', noun: 'Шкаф сушильный' },
      { slug: 'shkafy-dlya-sumok', name: 'Шкафы для сумок', noun: 'Шкаф для сумок' },
    ],
  },
  {
    slug: 'stellazhi-metallicheskie',
    name: 'Стеллажи металлические',
    family: 'shelving',
    subcategories: [
      {
        slug: 'skladskie-stellazhi',
        name: 'Складские стеллажи',
        noun: 'Стеллаж складской',
        weight: 3,
        children: [
          { slug: 'legkie', name: 'Лёгкие', noun: 'Стеллаж складской лёгкий' },
          { slug: 'srednegruzovye', name: 'Среднегрузовые', noun: 'Стеллаж складской среднегрузовой' },
          { slug: 'gruzovye', name: 'Грузовые', noun: 'Стеллаж складской грузовой' },
        ],
      },
      { slug: 'arkhivnye-stellazhi', name: 'Архивные стеллажи', noun: 'Стеллаж архивный', weight: 2 },
      { slug: 'ofisnye-stellazhi', name: 'Офисные стеллажи', noun: 'Стеллаж офисный' },
      { slug: 'palletnye-stellazhi', name: 'Паллетные стеллажи', noun: 'Стеллаж паллетный' },
      { slug: 'mobilnye-stellazhi', name: 'Мобильные стеллажи', noun: 'Стеллаж мобильный' },
      { slug: 'stellazhi-dlya-garazha', name: 'Стеллажи для гаража', noun: 'Стеллаж для гаража' },
    ],
  },
  {
    slug: 'verstaki',
    name: 'Верстаки',
    family: 'workbench',
    subcategories: [
      {
        slug: 'slesarnye-verstaki',
        name: 'Слесарные верстаки',
        noun: 'Верстак слесарный',
        weight: 2,
        children: [
          { slug: 'odnotumbovye', name: 'Однотумбовые', noun: 'Верстак слесарный однотумбовый' },
          { slug: 'dvukhtumbovye', name: 'Двухтумбовые', noun: 'Верстак слесарный двухтумбовый' },
        ],
      },
      { slug: 'montazhnye-stoly', name: 'Монтажные столы', noun: 'Стол монтажный' },
      { slug: 'verstaki-dlya-garazha', name: 'Верстаки для гаража', noun: 'Верстак гаражный' },
      { slug: 'instrumentalnye-tumby', name: 'Инструментальные тумбы', noun: 'Тумба инструментальная' },
    ],
  },
  {
    slug: 'pochtovye-yashchiki',
    name: 'Почтовые ящики',
    family: 'mailbox',
    subcategories: [
      {
        slug: 'mnogosektsionnye',
        name: 'Многосекционные почтовые ящики',
        noun: 'Ящик почтовый многосекционный',
        weight: 2,
      },
      { slug: 'individualnye', name: 'Индивидуальные почтовые ящики', noun: 'Ящик почтовый индивидуальный' },
      { slug: 'ulichnye', name: 'Уличные почтовые ящики', noun: 'Ящик почтовый уличный' },
      { slug: 'klyuchnitsy', name: 'Ключницы', noun: 'Ключница металлическая', height: [200, 500] },
    ],
  },
  {
    slug: 'ofisnaya-mebel',
    name: 'Офисная мебель',
    family: 'office',
    subcategories: [
      {
        slug: 'shkafy-dlya-dokumentov',
        name: 'Шкафы для документов',
        noun: 'Шкаф для документов',
        weight: 2,
      },
      { slug: 'metallicheskie-tumby', name: 'Металлические тумбы', noun: 'Тумба металлическая' },
      { slug: 'metallicheskie-stoly', name: 'Металлические столы', noun: 'Стол металлический' },
      { slug: 'kesh-boksy', name: 'Кэшбоксы', noun: 'Кэшбокс' },
    ],
  },
  {
    slug: 'garderobnye-sistemy',
    name: 'Гардеробные системы',
    family: 'wardrobe',
    subcategories: [
      { slug: 'garderobnye-stellazhi', name: 'Гардеробные стеллажи', noun: 'Стеллаж гардеробный', weight: 2 },
      { slug: 'veshalki', name: 'Вешалки напольные', noun: 'Вешалка напольная' },
      { slug: 'skami-dlya-razdevalok', name: 'Скамьи для раздевалок', noun: 'Скамья для раздевалки' },
      { slug: 'obuvnitsy', name: 'Обувницы', noun: 'Обувница металлическая' },
    ],
  },
  {
    slug: 'mebel-dlya-garazha',
    name: 'Мебель для гаража',
    family: 'garage',
    subcategories: [
      { slug: 'garazhnye-shkafy', name: 'Гаражные шкафы', noun: 'Шкаф гаражный', weight: 2 },
      {
        slug: 'instrumentalnye-telezhki',
        name: 'Инструментальные тележки',
        noun: 'Тележка инструментальная',
      },
      { slug: 'perforirovannye-paneli', name: 'Перфорированные панели', noun: 'Панель перфорированная' },
      { slug: 'garazhnye-komplekty', name: 'Гаражные комплекты', noun: 'Комплект гаражной мебели' },
    ],
  },
  {
    slug: 'dorozhnye-ograzhdeniya',
    name: 'Дорожные ограждения',
    family: 'barrier',
    subcategories: [
      { slug: 'parkovochnye-barery', name: 'Парковочные барьеры', noun: 'Барьер парковочный' },
      {
        slug: 'parkovochnye-stolbiki',
        name: 'Парковочные столбики',
        noun: 'Столбик парковочный',
        height: [500, 1200],
      },
      { slug: 'peshekhodnye-ograzhdeniya', name: 'Пешеходные ограждения', noun: 'Ограждение пешеходное' },
      { slug: 'shlagbaumy', name: 'Шлагбаумы', noun: 'Шлагбаум' },
    ],
  },
  {
    slug: 'kartoteki',
    name: 'Картотеки',
    family: 'office',
    subcategories: [
      { slug: 'kartoteki-a4', name: 'Картотеки формата A4', noun: 'Картотека A4' },
      { slug: 'kartoteki-a5', name: 'Картотеки формата A5', noun: 'Картотека A5' },
      { slug: 'kartoteki-a6', name: 'Картотеки формата A6', noun: 'Картотека A6' },
      { slug: 'meditsinskie-kartoteki', name: 'Медицинские картотеки', noun: 'Картотека медицинская' },
    ],
  },
];

/** Every catalogue path the spec names (footer links, promo cards, hero slider). */
export const SPEC_PATHS = [
  'seyfy',
  'seyfy/dlya-oruzhiya',
  'metallicheskie-shkafy',
  'metallicheskie-shkafy/shkafy-metallicheskie-dlya-razdevalok',
  'stellazhi-metallicheskie',
  'stellazhi-metallicheskie/skladskie-stellazhi',
  'verstaki',
  'pochtovye-yashchiki',
  'ofisnaya-mebel',
  'garderobnye-sistemy',
  'mebel-dlya-garazha',
  'dorozhnye-ograzhdeniya',
] as const;
