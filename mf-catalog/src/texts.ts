import { formatItemsCount, pluralRu } from '@shop/shared';

/**
 * Texts only the catalogue remote shows (the spec's own strings come from TEXTS of @shop/shared).
 * They live here, not in the shared package, so this remote can be deployed alone against an older shell.
 */
export const CATALOG_TEXTS = {
  /**
   * The count of a list, a listing's or the search's: «Найден 1 товар», «Найдено 128 товаров»; `atLeast` when
   * the count is a bound, not all («Найдено не менее 500 товаров»).
   */
  found: (count: number, atLeast = false) =>
    `${pluralRu(count, ['Найден', 'Найдено', 'Найдено'])} ${atLeast ? 'не менее ' : ''}${formatItemsCount(count)}`,
  home: {
    sliderLabel: 'Предложения магазина',
    previousSlide: 'Предыдущий слайд',
    nextSlide: 'Следующий слайд',
    goToSlide: 'Перейти к слайду',
    categoriesTitle: 'Каталог товаров',
  },
  catalog: {
    title: 'Каталог',
    notFound: {
      title: 'Раздел каталога не найден',
      text: 'Возможно, раздел переименован или ссылка устарела.',
    },
    subsections: 'Разделы',
    breadcrumbs: 'Навигационная цепочка',
  },
  listing: {
    empty: 'В этом разделе пока нет товаров.',
    products: 'Товары',
    pages: 'Страницы',
    /** The bottom pagination: two navigations of one page need different names. */
    pagesBelow: 'Страницы, внизу списка',
    page: (n: number) => `Страница ${n}`,
    currentPage: (n: number) => `Страница ${n}, текущая`,
    previousPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    jumpForward: 'Вперёд на несколько страниц',
    jumpBackward: 'Назад на несколько страниц',
  },
  filters: {
    title: 'Фильтры',
    /** The phone's button, with the number of filters chosen. */
    open: (chosen: number) => (chosen ? `Фильтры (${chosen})` : 'Фильтры'),
    /** The phone panel's closing button: «Показать 12 товаров». */
    show: (items: string) => `Показать ${items}`,
    price: 'Цена, руб.',
    from: 'от',
    to: 'до',
    rangeLabel: (key: string, end: string) => `${key} ${end}`,
    available: 'Только в наличии',
    chosen: 'Выбранные фильтры',
    remove: (what: string) => `Убрать фильтр: ${what}`,
    clearAll: 'Сбросить все',
    inStock: 'В наличии',
    /** A chip's text of a range: «Цена: от 1 000 до 30 000 руб.». */
    range: (key: string, from: string | null, to: string | null, unit: string | null) =>
      `${key}: ${[from && `от ${from}`, to && `до ${to}`, unit].filter(Boolean).join(' ')}`,
    nothing: 'Ничего не найдено. Измените фильтры или сбросьте их.',
  },
  product: {
    notFound: {
      title: 'Товар не найден',
      text: 'Возможно, он снят с продажи или в ссылке ошибка.',
    },
    gallery: 'Фотографии товара',
    description: 'Описание',
    showImage: (n: number) => `Показать фото ${n}`,
    kg: 'кг',
    newPrice: 'Цена',
    /** A product without stock that can still be ordered (the owner's choice). */
    preorder: 'Под заказ',
  },
  search: {
    allResults: 'Все результаты',
    shownFor: 'Показаны результаты по запросу',
    relaxed: 'Найдено по части слов',
    resultsTitle: 'Результаты поиска',
    resultsFor: (query: string) => `Результаты поиска по запросу «${query}»`,
    results: 'Результаты поиска',
  },
  compare: {
    onlyDifferences: 'Только различия',
    clear: 'Очистить список',
    remove: 'Удалить',
    removeNamed: (name: string) => `Удалить «${name}» из сравнения`,
    empty: 'Список сравнения пуст',
    emptyHint: 'Добавьте товары из каталога кнопкой «Сравнить» на карточке товара.',
    characteristic: 'Характеристика',
    availability: 'Наличие',
    noValue: '—',
  },
} as const;
