import { fold, words } from '../model/text';

/**
 * Buyers' words for what the catalogue names otherwise: the reviewed list per section, and the adjectives
 * naming a kind of a characteristic's value. Applied to every search (search/query.ts,
 * understand.ts), so to the header's dropdown as well, which shows the same search's first results. Every
 * entry is a real usage of this trade, not fitted to the demo catalogue.
 */

/**
 * SECTION_NAMES: a section (as the catalogue names it: a category, subcategory or second-level section) →
 * the phrases buyers call it by. A phrase is folded words in the query's order, next to each other: a
 * preposition (a stop word of query.ts) must be that very word, any other word is a stem the query's word
 * starts with. A phrase's words then ask for the section itself, as one word of the query (the section's
 * name among the item's sections, weight B of the search document). A word that means another thing out of
 * context («в стену», «для денег») is listed with the noun it goes with.
 */
export const SECTION_NAMES: ReadonlyArray<readonly [section: string, phrases: readonly string[]]> = [
  ['Сейфы для оружия', ['оружейк', 'охотнич сейф', 'сейф охотнич', 'охотнич шкаф']],
  ['Для пистолетов', ['пистолетн', 'сейф для пистолет', 'сейф под пистолет', 'травматич']],
  ['Взломостойкие сейфы', ['бронирован', 'бронесейф']],
  ['Огнестойкие сейфы', ['огнезащитн', 'термосейф', 'сейф от пожар']],
  ['Мебельные сейфы', ['сейф в шкаф', 'сейф в мебел', 'сейф для мебел', 'сейф в тумб']],
  ['Гостиничные сейфы', ['гостиниц', 'сейф для отел', 'сейф для номер', 'сейф в номер']],
  [
    'Встраиваемые сейфы',
    ['сейф в стен', 'стенн сейф', 'настенн сейф', 'сейф настенн', 'встроен', 'сейф в пол', 'тайник'],
  ],
  ['Депозитные ячейки', ['банковск ячейк', 'сейфов ячейк', 'ячейк для хранени', 'депозитар']],
  [
    'Шкафы металлические для раздевалок',
    ['спецодежд', 'для переодевани', 'раздевальн', 'гардеробн шкаф', 'шкаф гардеробн'],
  ],
  ['Архивные шкафы', ['шкаф для архив', 'шкаф под архив']],
  ['Бухгалтерские шкафы', ['бухгалтери']],
  ['Инструментальные шкафы', ['шкаф для инструмент', 'шкаф под инструмент']],
  ['Сушильные шкафы', ['сушилк для одежд', 'сушилк для обув', 'сушилк', 'для сушк']],
  ['Шкафы для сумок', ['камер хранени', 'для рюкзак']],
  ['Складские стеллажи', ['стеллаж для склад', 'стеллаж на склад']],
  ['Архивные стеллажи', ['стеллаж для архив', 'стеллаж под архив', 'библиотечн', 'для библиотек']],
  ['Офисные стеллажи', ['стеллаж для офис', 'стеллаж в офис']],
  ['Паллетные стеллажи', ['фронтальн']],
  [
    'Мобильные стеллажи',
    ['передвижн стеллаж', 'стеллаж передвижн', 'стеллаж на колес', 'подвижн стеллаж', 'мобильн архив'],
  ],
  ['Стеллажи для гаража', ['гаражн стеллаж', 'стеллаж в гараж']],
  ['Слесарные верстаки', ['слесарн стол', 'стол слесар']],
  ['Монтажные столы', ['стол монтажник', 'сборочн стол', 'стол сборщик', 'стол для пайк', 'стол для сборк']],
  ['Инструментальные тумбы', ['тумб для инструмент', 'тумб под инструмент']],
  ['Инструментальные тележки', ['тележк для инструмент', 'слесарн тележк', 'тележк слесар']],
  ['Многосекционные почтовые ящики', ['для подъезд', 'подъездн', 'для многоквартирн']],
  ['Индивидуальные почтовые ящики', ['ящик для квартир']],
  [
    'Уличные почтовые ящики',
    [
      'ящик для частн дом',
      'ящик для частн',
      'ящик для дом',
      'ящик на забор',
      'ящик на калитк',
      'ящик на ворот',
      'ящик для дач',
    ],
  ],
  ['Ключницы', ['шкафчик для ключ', 'короб для ключ', 'хранилищ для ключ']],
  ['Шкафы для документов', ['для бумаг', 'для папок', 'офисн шкаф', 'шкаф офисн']],
  ['Металлические тумбы', ['подкатн']],
  [
    'Кэшбоксы',
    [
      'ящик для денег',
      'бокс для денег',
      'шкатулк для денег',
      'кассов ящик',
      'ящик кассов',
      'ящик для наличн',
    ],
  ],
  [
    'Вешалки напольные',
    ['стойк для одежд', 'одежн стойк', 'стойк одежн', 'рейл для одежд', 'стойк для плечик'],
  ],
  ['Скамьи для раздевалок', ['лавк', 'скамейк', 'банкетк']],
  ['Обувницы', ['для обув', 'обувн полк', 'полк обувн', 'обувн шкаф', 'галошниц']],
  ['Перфорированные панели', ['перфопанел', 'экономпанел', 'стенд для инструмент', 'панел для инструмент']],
  ['Мебель для гаража', ['гаражн мебел']],
  ['Парковочные барьеры', ['блокиратор', 'парковочн замок']],
  ['Парковочные столбики', ['антипарковочн', 'ограничительн столбик', 'столбик ограничительн']],
  ['Пешеходные ограждения', ['для тротуар', 'тротуарн', 'перильн']],
  ['Медицинские картотеки', ['медицинск карт', 'медкарт', 'карт пациент', 'регистратур']],
  ['Картотеки', ['для карточ', 'шкаф для карт']],
];

/**
 * Nouns of goods in general: beside a buyer's phrase naming a section, such a word of the query is read as
 * that section («полка для обуви», «шкаф для медицинских карт»: the section says which goods are meant).
 */
export const GOODS_NOUNS = [
  'шкаф',
  'полк',
  'полочк',
  'стойк',
  'ящик',
  'тумб',
  'стол',
  'стеллаж',
  'подставк',
  'короб',
  'бокс',
  'сейф',
  'ячейк',
  'тележк',
  'панел',
  'стенд',
  'вешалк',
  'мебел',
  'ограждени',
  'столбик',
  'барьер',
];

/**
 * KIND_WORDS: a characteristic's value → the adjectives buyers name that kind by (stems a query's word starts
 * with). Such a word asks for the value in that characteristic (the key's last word followed by the value's
 * first, as the search document writes it: «привод электромеханический»), beside its own reading; where the
 * catalogue has no such value, the word is read as before.
 */
export const KIND_WORDS: ReadonlyArray<readonly [key: string, value: string, stems: readonly string[]]> = [
  ['Привод', 'Электромеханический', ['электрич', 'электропривод', 'электроприводн', 'автоматич']],
  ['Привод', 'Ручной', ['механическ', 'ручн']],
  ['Тип установки', 'Анкерное крепление', ['анкер']],
  ['Тип установки', 'Бетонирование', ['бетон', 'вкапыва', 'закладн']],
  ['Тип установки', 'Съёмный', ['съемн', 'переносн']],
];

/** What a buyer's adjective asks for: a phrase of the search document (tsquery) and the value's first word. */
export interface KindTerm {
  term: string;
  /** The value's first word, folded: what the lexicon counts («электромеханический»). */
  value: string;
}

const first = (text: string): string => words(fold(text))[0] ?? '';
const last = (text: string): string => words(fold(text)).at(-1) ?? '';

/** The kinds a folded query word names («электрический» → привод электромеханический); empty when none. */
export function kindsOf(word: string): KindTerm[] {
  return KIND_WORDS.filter(
    ([, value, stems]) => !word.startsWith(first(value)) && stems.some((s) => word.startsWith(s)),
  ).map(([key, value]) => ({ term: `(${last(key)} <-> ${first(value)}:*)`, value: first(value) }));
}

/**
 * A section as a tsquery term: every word of its name (stop words left out by `isStopWord`) among the item's
 * sections (weight B of the search document).
 */
export function sectionTerm(section: string, isStopWord: (word: string) => boolean): string {
  return `(${sectionWords(section, isStopWord)
    .map((w) => `${w}:B`)
    .join(' & ')})`;
}

/** The folded words of a section's name that say something (stop words left out). */
export function sectionWords(section: string, isStopWord: (word: string) => boolean): string[] {
  return words(fold(section)).filter((w) => !isStopWord(w));
}
