import { PICTURE_MAX_BYTES, SERVICE_LINKS, type InfoPageSlug } from '@shop/shared';

const MB = PICTURE_MAX_BYTES / 1024 / 1024;
const serviceName = (slug: string) => SERVICE_LINKS.find((link) => link.value === slug)?.label ?? slug;

/**
 * The information pages the owner writes, by slug, in the order the page list shows them. Typed against the
 * contract's slugs, so a page added there must be named here (the contract's list itself is zod, which stays
 * out of the browser).
 */
export const PAGE_NAMES = {
  company: 'О компании',
  vacancy: 'Вакансии',
  payment: 'Оплата',
  warranty: 'Гарантия',
  returns: 'Возврат',
  wholesalers: 'Оптовикам',
  'podem-tovara-na-etazh': serviceName('podem-tovara-na-etazh'),
  'vskrytie-zamkov': serviceName('vskrytie-zamkov'),
  'ustanovka-seyfov': serviceName('ustanovka-seyfov'),
  'sborka-metallicheskoy-mebeli': serviceName('sborka-metallicheskoy-mebeli'),
  'izgotovlenie-metallicheskoy-mebeli-na-zakaz': serviceName('izgotovlenie-metallicheskoy-mebeli-na-zakaz'),
} as const satisfies Record<InfoPageSlug, string>;

/** What the content settings' forms say (kept with them, so the remote can be deployed alone). */
export const CONTENT_TEXTS = {
  titles: {
    home: 'Настройки: главная',
    pages: 'Настройки: страницы',
    exchange: 'Настройки: обмен с 1С',
    stock: 'Настройки: наличие',
  },
  networkError: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  home: {
    slides: 'Слайды',
    slidesHint: 'Слайды первого экрана главной, в порядке показа. Слайд без картинки — текстовый.',
    slide: (n: number) => `Слайд ${n}`,
    addSlide: 'Добавить слайд',
    promos: 'Промо-карточки',
    promosHint: 'Карточки под слайдами, в порядке показа; у каждой — картинка и ссылка.',
    promo: (n: number) => `Промо-карточка ${n}`,
    addPromo: 'Добавить промо-карточку',
    titleField: 'Заголовок',
    text: 'Текст',
    link: 'Ссылка',
    linkHint: 'Страница сайта (/catalog/…) или адрес https://…',
    linkLabel: 'Текст ссылки',
    linkPair: 'Укажите и ссылку, и текст ссылки, или оставьте оба поля пустыми',
    visible: 'Показывать на сайте',
    hidden: 'скрыт',
    up: 'Выше',
    down: 'Ниже',
    remove: 'Удалить',
    moveUp: (what: string) => `Выше: ${what}`,
    moveDown: (what: string) => `Ниже: ${what}`,
    removeOf: (what: string) => `Удалить: ${what}`,
  },
  picture: {
    label: 'Картинка',
    none: 'Картинки нет',
    choose: 'Загрузить картинку',
    replace: 'Заменить картинку',
    remove: 'Убрать картинку',
    hint: `JPEG, PNG или WebP, до ${MB} МБ.`,
    tooLarge: `Файл больше ${MB} МБ: уменьшите картинку`,
    uploading: 'Загружаем картинку…',
    uploaded: 'Картинка загружена',
    needed: 'Загрузите картинку',
    alt: (title: string) => `Картинка: ${title}`,
  },
  pages: {
    choose: 'Страница',
    editor: (name: string) => `Текст страницы «${name}»`,
    editorHint:
      'Заголовки, абзацы, списки, ссылки и жирный текст. Вставленный текст очищается от оформления; скрипты и прочая разметка не сохраняются.',
    toolbar: 'Оформление текста',
    heading: 'Заголовок',
    subheading: 'Подзаголовок',
    paragraph: 'Абзац',
    bold: 'Жирный',
    list: 'Список',
    orderedList: 'Нумерованный список',
    link: 'Ссылка',
    unlink: 'Убрать ссылку',
    linkAddress: 'Адрес ссылки',
    linkHint: 'Страница сайта (/…), адрес https://…, mailto: или tel:',
    linkInsert: 'Вставить ссылку',
    linkCancel: 'Отмена',
    linkBad: 'Ссылка — страница сайта (/…), адрес https://…, mailto: или tel:',
    shortcuts:
      'Клавиши: Ctrl+B — жирный, Ctrl+K — ссылка, Ctrl+Alt+1 — заголовок, Ctrl+Alt+2 — подзаголовок, Ctrl+Alt+0 — абзац, Ctrl+Shift+8 — список, Ctrl+Shift+7 — нумерованный список.',
    preview: 'Предпросмотр',
    previewing: 'Готовим предпросмотр…',
    previewTitle: 'Так страница будет опубликована',
    previewStale: 'Текст изменился после предпросмотра: нажмите «Предпросмотр» ещё раз.',
    publish: 'Опубликовать',
    publishing: 'Публикуем…',
    unpublished: (names: string) => `Не опубликованы изменения страниц: ${names}`,
    empty: 'Страница пока пустая: на сайте показан текст по умолчанию.',
  },
  exchange: {
    priceType: 'Тип цены магазина',
    oldPriceType: 'Тип старой цены',
    noOldPrice: 'Без старой цены',
    chooseType: 'Выберите тип цены',
    fromFile: (file: string, at: string) => `Типы цен из последнего файла ${file} (${at}).`,
    notInFile: (type: string) => `${type} (нет в последнем файле)`,
    unknownHint:
      '1С ещё не присылала offers.xml: впишите название типа цены точно как в 1С (например «Розничная» или «BASE»).',
    oldUnknownHint: 'Оставьте пустым, если старой цены нет.',
    same: 'Тип старой цены должен отличаться от типа цены магазина',
  },
  stock: {
    legend: 'Чем считать товар с ценой, но без остатка на складе',
    options: {
      to_order: {
        label: 'Под заказ',
        text: 'Товар можно заказать; на карточке, странице товара, в корзине и в фиде он отмечен «Под заказ».',
      },
      not_available: {
        label: 'Нет в наличии',
        text: 'Товар виден на сайте с пометкой «Нет в наличии», заказать его нельзя.',
      },
    },
  },
} as const;
