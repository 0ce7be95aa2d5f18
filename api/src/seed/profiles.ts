import type { Family } from '../modules/catalogue/model/families';
import type { Rng } from './rng';

/** How each family of the demo catalogue looks: its series, sizes, prices and characteristics. */
export type Prop = [key: string, value: string];

export interface Profile {
  /** Brand-like series with the letters of their model codes; some Latin, as real shops have. */
  series: Array<[series: string, code: string]>;
  price: [min: number, max: number];
  height: [number, number];
  width: [number, number];
  depth: [number, number];
  /** Mass per cubic metre of the outer volume, kg; makes weights fit the size. */
  density: number;
  props: (rng: Rng, item: { heightMm: number; widthMm: number; depthMm: number; noun: string }) => Prop[];
  /** Shelving and similar are named by their size rather than a model number. */
  namedBySize?: boolean;
}

const COLORS = ['Серый RAL 7035', 'Графит RAL 7024', 'Чёрный муар', 'Бежевый RAL 1015', 'Синий RAL 5005'];
const COUNTRIES = ['Россия', 'Россия', 'Россия', 'Беларусь', 'Китай', 'Италия'];
const WARRANTIES = ['1 год', '2 года', '3 года', '5 лет'];
const LOCKS = ['Ключевой', 'Электронный кодовый', 'Механический кодовый', 'Ключевой + электронный'];
const plural = (n: number, one: string, few: string, many: string): string => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};
const shelves = (n: number): string => `${n} ${plural(n, 'полка', 'полки', 'полок')}`;
const common = (rng: Rng): Prop[] => [
  ['Цвет', rng.pick(COLORS)],
  ['Страна производства', rng.pick(COUNTRIES)],
  ['Гарантия', rng.pick(WARRANTIES)],
];
const thickness = (rng: Rng): Prop => [
  'Толщина металла',
  `${rng.pick(['0,8', '1,0', '1,2', '1,5', '2,0'])} мм`,
];

export const PROFILES: Record<Family, Profile> = {
  safe: {
    series: [
      ['Кречет', 'КР'],
      ['Бастион', 'БН'],
      ['Цитадель', 'ЦТ'],
      ['Форт', 'ФТ'],
      ['Valberg', 'VB'],
      ['Topaz', 'TP'],
      ['Aiko', 'AK'],
      ['Гарант', 'ГТ'],
    ],
    price: [3_000, 600_000],
    height: [200, 1900],
    width: [300, 900],
    depth: [250, 700],
    density: 1400,
    props: (rng, item) => {
      const klass = /3 класса/.test(item.noun)
        ? 'III'
        : /2 класса/.test(item.noun)
          ? 'II'
          : rng.pick(['I', 'II']);
      return [
        ['Класс взломостойкости', /взломостойкий/.test(item.noun) ? klass : 'Н0'],
        ['Тип замка', rng.pick(LOCKS)],
        ['Огнестойкость', rng.pick(['Нет', '30 минут', '60 минут', '90 минут'])],
        ['Количество полок', String(rng.int(0, Math.max(1, Math.floor(item.heightMm / 350))))],
        ['Объём', `${Math.round(((item.heightMm * item.widthMm * item.depthMm) / 1e6) * 0.7)} л`],
        ...common(rng),
      ];
    },
  },
  gunsafe: {
    series: [
      ['Беркут', 'БК'],
      ['Сокол', 'СК'],
      ['Охотник', 'ОХ'],
      ['Valberg', 'VB'],
      ['Промет', 'ПМ'],
    ],
    price: [4_000, 90_000],
    height: [500, 1850],
    width: [250, 600],
    depth: [200, 450],
    density: 700,
    props: (rng, item) => [
      ['Вместимость', `${rng.int(1, 12)} ед. оружия`],
      ['Максимальная длина ствола', `${item.heightMm - rng.int(40, 120)} мм`],
      ['Трейзер', rng.pick(['Есть', 'Нет'])],
      ['Тип замка', rng.pick(LOCKS)],
      ['Соответствие', 'Требованиям МВД РФ'],
      ...common(rng),
    ],
  },
  cabinet: {
    series: [
      ['Практик', 'ПР'],
      ['Практик', 'AM'],
      ['Промет', 'ШАМ'],
      ['Атлант', 'АТ'],
      ['Metall Zavod', 'MZ'],
    ],
    price: [6_000, 120_000],
    height: [900, 2000],
    width: [400, 1000],
    depth: [400, 600],
    density: 130,
    props: (rng, item) => [
      ['Количество полок', shelves(Math.max(1, Math.floor(item.heightMm / 400)))],
      ['Нагрузка на полку', `${rng.pick([30, 40, 50, 70, 100])} кг`],
      ['Тип замка', rng.pick(LOCKS)],
      thickness(rng),
      ['Покрытие', 'Порошковая полимерная краска'],
      ...common(rng),
    ],
  },
  locker: {
    series: [
      ['Гефест', 'ШР'],
      ['Практик', 'LS'],
      ['Спорт', 'ШРС'],
      ['Металлист', 'ШМ'],
    ],
    price: [5_000, 60_000],
    height: [1500, 1900],
    width: [300, 1200],
    depth: [400, 500],
    density: 75,
    props: (rng, item) => [
      [
        'Количество секций',
        String(/четырёх/.test(item.noun) ? 4 : /трёх/.test(item.noun) ? 3 : rng.int(1, 2)),
      ],
      ['Тип замка', rng.pick(['Ключевой', 'Под навесной замок', 'Кодовый'])],
      ['Вентиляция', 'Перфорация дверей'],
      thickness(rng),
      ['Штанга для плечиков', 'Есть'],
      ...common(rng),
    ],
  },
  shelving: {
    series: [
      ['Атлант', 'МС'],
      ['Титан', 'СТ'],
      ['Практик', 'MS'],
      ['Стандарт', 'СК'],
      ['Промстел', 'ПС'],
    ],
    price: [1_500, 80_000],
    height: [1000, 3000],
    width: [700, 2000],
    depth: [300, 800],
    density: 28,
    namedBySize: true,
    props: (rng, item) => [
      ['Количество полок', shelves(rng.int(3, 7))],
      ['Нагрузка на полку', `${rng.pick([80, 100, 150, 200, 300, 500, 1000])} кг`],
      ['Тип сборки', rng.pick(['Болтовой', 'Безболтовой (на зацепах)'])],
      ['Покрытие', rng.pick(['Оцинкованное', 'Порошковая краска'])],
      ['Глубина полки', `${item.depthMm} мм`],
      ...common(rng),
    ],
  },
  workbench: {
    series: [
      ['Мастер', 'ВМ'],
      ['Профи', 'ВП'],
      ['Garage', 'GT'],
      ['Техно', 'ВТ'],
    ],
    price: [8_000, 150_000],
    height: [850, 1900],
    width: [1000, 2200],
    depth: [600, 800],
    density: 45,
    props: (rng) => [
      ['Нагрузка на столешницу', `${rng.pick([300, 500, 800, 1000, 1500])} кг`],
      ['Столешница', rng.pick(['Фанера с покрытием', 'Металл 2 мм', 'ЛДСП 32 мм', 'Бук массив'])],
      ['Количество ящиков', String(rng.int(0, 8))],
      ['Экран с перфорацией', rng.pick(['Есть', 'Нет'])],
      ...common(rng),
    ],
  },
  mailbox: {
    series: [
      ['Почтальон', 'ЯП'],
      ['Аркада', 'АР'],
      ['Post', 'PB'],
    ],
    price: [1_500, 40_000],
    height: [300, 1200],
    width: [250, 1200],
    depth: [150, 300],
    density: 110,
    props: (rng) => [
      ['Количество секций', String(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 12]))],
      ['Тип замка', rng.pick(['Ключевой', 'Кодовый', 'Под навесной замок'])],
      thickness(rng),
      ['Щель для корреспонденции', 'Формат А4'],
      ...common(rng),
    ],
  },
  office: {
    series: [
      ['Офис', 'ОФ'],
      ['Директор', 'ДР'],
      ['Practic', 'OF'],
      ['Бюрократ', 'БР'],
    ],
    price: [3_000, 70_000],
    height: [600, 1950],
    width: [400, 1400],
    depth: [400, 700],
    density: 90,
    props: (rng) => [
      ['Количество ящиков', String(rng.int(2, 8))],
      ['Формат', rng.pick(['A4', 'A5', 'A6', 'Foolscap'])],
      ['Выдвижение ящиков', rng.pick(['Телескопические направляющие', 'Роликовые направляющие'])],
      ['Тип замка', rng.pick(LOCKS)],
      ...common(rng),
    ],
  },
  wardrobe: {
    series: [
      ['Элемент', 'ЭЛ'],
      ['Лофт', 'ЛФ'],
      ['Home', 'HM'],
    ],
    price: [1_500, 45_000],
    height: [400, 2400],
    width: [500, 1800],
    depth: [300, 600],
    density: 25,
    props: (rng) => [
      ['Количество штанг', String(rng.int(0, 3))],
      ['Нагрузка на штангу', `${rng.pick([20, 30, 40, 50])} кг`],
      ['Материал', rng.pick(['Сталь', 'Сталь и ЛДСП', 'Сталь и массив сосны'])],
      ...common(rng),
    ],
  },
  garage: {
    series: [
      ['Гараж', 'ГР'],
      ['Профи', 'ГП'],
      ['Moto', 'MT'],
      ['Техно', 'ТХ'],
    ],
    price: [4_000, 250_000],
    height: [500, 2000],
    width: [600, 3000],
    depth: [300, 700],
    density: 60,
    props: (rng) => [
      ['Количество ящиков', String(rng.int(0, 10))],
      ['Нагрузка на ящик', `${rng.pick([20, 30, 40, 50])} кг`],
      ['Колёса', rng.pick(['Нет', '4 колеса, 2 с тормозом'])],
      thickness(rng),
      ...common(rng),
    ],
  },
  barrier: {
    series: [
      ['Дорога', 'БП'],
      ['Заслон', 'ЗС'],
      ['Parking', 'PK'],
      ['Страж', 'СЖ'],
    ],
    price: [1_500, 180_000],
    height: [500, 1200],
    width: [100, 4000],
    depth: [60, 400],
    density: 80,
    props: (rng) => [
      ['Тип установки', rng.pick(['Анкерное крепление', 'Бетонирование', 'Съёмный'])],
      ['Материал', rng.pick(['Сталь', 'Оцинкованная сталь', 'Нержавеющая сталь'])],
      ['Покрытие', rng.pick(['Порошковая краска', 'Световозвращающая плёнка', 'Горячее цинкование'])],
      ['Привод', rng.pick(['Нет', 'Ручной', 'Электромеханический'])],
      ...common(rng),
    ],
  },
};
