import { formatItemsCount, SEARCH_TOTAL_MAX } from '@shop/shared';

/**
 * Texts only the catalogue remote shows (the spec's own strings come from TEXTS of @shop/shared).
 * They live here, not in the shared package, so this remote can be deployed alone against an older shell.
 */
export const CATALOG_TEXTS = {
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
    pages: 'Страницы',
    page: (n: number) => `Страница ${n}`,
    currentPage: (n: number) => `Страница ${n}, текущая`,
    previousPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    jumpForward: 'Вперёд на несколько страниц',
    jumpBackward: 'Назад на несколько страниц',
  },
  product: {
    notFound: {
      title: 'Товар не найден',
      text: 'Возможно, он снят с продажи или в ссылке ошибка.',
    },
    gallery: 'Фотографии товара',
    showImage: (n: number) => `Показать фото ${n}`,
    kg: 'кг',
    newPrice: 'Цена',
  },
  search: {
    allResults: 'Все результаты',
    shownFor: 'Показаны результаты по запросу',
    relaxed: 'Найдено по части слов',
    /** The API counts at most SEARCH_TOTAL_MAX matches (its bound on cost). */
    found: (count: number) =>
      `Найдено ${count >= SEARCH_TOTAL_MAX ? 'не менее ' : ''}${formatItemsCount(count)}`,
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
