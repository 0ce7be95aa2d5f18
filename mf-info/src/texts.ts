import {
  ASSEMBLY_ROOM_TEMPERATURE_C,
  PATHS,
  RETURNS,
  TENDER_SPEC_TIME,
  TEXTS,
  groupDigits,
  pluralRu,
  sentence,
  servicePath,
  withSlash,
  type DeliverySettings,
  type Requisites,
} from '@shop/shared';

/**
 * Texts only the information remote shows: its interface, not the owner's content. The spec's own strings
 * come from TEXTS of @shop/shared and every figure of spec section 9 from the shared constants; the owner's
 * contacts, requisites, delivery terms and the pages' prose come from his settings (`useSiteContent`,
 * `useSitePage`), so the sentences that carry one of his figures are functions of it. They live here, not
 * in the shared package, so this remote can be deployed alone against an older shell.
 */

const DAY_FORMS = ['день', 'дня', 'дней'] as const;
/** «7 дней», «3 дня», «1 день». */
const daysOf = (n: number): string => `${n} ${pluralRu(n, DAY_FORMS)}`;

export interface TextLink {
  to: string;
  label: string;
}

/** A sentence and the pages it points to (the help page's steps, the delivery topics). */
export interface LinkedText {
  text: string;
  links?: readonly TextLink[];
}

/** A figure and what it means, shown as one row of a terms list: «7 дней» — «отказ от покупки …». */
export interface Term {
  figure: string;
  text: string;
}

/** The nine topics of the delivery page's pills (spec section 2, their names are TEXTS.info.deliveryTopics). */
export type DeliveryTopic = (typeof TEXTS.info.deliveryTopics)[number];

const SERVICE = {
  lifting: servicePath('podem-tovara-na-etazh'),
  assembly: servicePath('sborka-metallicheskoy-mebeli'),
  custom: servicePath('izgotovlenie-metallicheskoy-mebeli-na-zakaz'),
} as const;

const RETURN_TERMS = {
  refusal: {
    figure: daysOf(RETURNS.refusalDays),
    text: 'чтобы отказаться от покупки после получения товара',
  },
  properQuality: {
    figure: daysOf(RETURNS.properQualityReturnDays),
    text: 'чтобы вернуть или обменять товар надлежащего качества: он не был в употреблении, сохранены товарный вид, упаковка и документы о покупке',
  },
  faultyReplacement: {
    figure: daysOf(RETURNS.faultyReplacementDays),
    text: 'на замену неисправного товара',
  },
  examination: {
    figure: `до ${daysOf(RETURNS.examinationUpToDays)}`,
    text: 'на экспертизу, если нужно проверить, почему товар неисправен',
  },
  refund: {
    figure: `до ${daysOf(RETURNS.refundWithinDays)}`,
    text: 'на возврат денег наличными или переводом после того, как мы приняли возврат',
  },
} satisfies Record<string, Term>;

export const INFO_TEXTS = {
  titles: {
    delivery: 'Доставка',
    warranty: 'Гарантия',
    returns: 'Правила возврата товара',
  },
  menus: {
    companyLabel: 'Разделы о компании',
    servicesLabel: 'Услуги',
    helpLabel: 'Разделы для покупателей',
    allServices: 'Все услуги',
    tenders: 'Тендеры и аукционы',
  },
  contactLine: {
    callUs: 'Телефон:',
    writeUs: 'Почта:',
    messenger: (name: string) => `Написать в ${name}`,
    hours: (hours: string) => `Часы работы: ${hours}`,
  },
  company: {
    tilesLabel: 'О нас',
    tiles: [
      { title: 'Вакансии', badge: '25+', href: withSlash(PATHS.vacancy) },
      { title: 'Благотворительность' },
      { title: 'Наши работы' },
      { title: 'Новости' },
      { title: 'Благодарности и награды' },
      { title: 'Лицензии', badge: '19+' },
      { title: 'Отзывы' },
      { title: 'Клиенты' },
      { title: 'Реквизиты', href: withSlash(PATHS.requisites) },
      { title: 'Контакты', href: withSlash(PATHS.contacts) },
    ] satisfies readonly { title: string; badge?: string; href?: string }[],
    tileSoon: TEXTS.info.placeholderPage,
  },
  requisites: {
    organisation: 'Организация',
    bank: 'Банковские реквизиты',
    labels: {
      fullName: 'Полное наименование',
      inn: 'ИНН',
      kpp: 'КПП',
      legalAddress: 'Юридический адрес',
      bankName: 'Банк',
      bik: 'БИК',
      settlementAccount: 'Расчётный счёт',
      correspondentAccount: 'Корреспондентский счёт',
    } satisfies Partial<Record<keyof Requisites, string>>,
    /** The registration number's name: a sole trader's has 15 digits (ОГРНИП), a company's 13. */
    ogrnLabel: (ogrn: string) => (ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'),
    preparing: 'Реквизиты готовятся. Для договора или счёта их пришлёт менеджер.',
  },
  contacts: {
    mapLabel: 'Карта магазинов и пунктов выдачи',
    mapHint: 'Все пункты с адресами и часами работы есть в списке — карта только показывает, где они.',
    mapError: 'Карта не загрузилась. Адреса и часы работы всех пунктов — в списке.',
    listLabel: 'Магазины и пункты выдачи списком',
    showOnMap: 'Показать на карте',
    writeToUsText: 'Вопросы о товарах, заказах и доставке присылайте на почту:',
  },
  services: {
    intro:
      'Поможем не только купить, но и поднять покупку на этаж, установить, собрать или сделать мебель по вашим размерам.',
    listLabel: 'Наши услуги',
    order: 'Чтобы заказать услугу или узнать её стоимость, закажите звонок — менеджер перезвонит.',
    /** Each service's line on its card, by its slug (SERVICE_LINKS); the page's prose is the owner's. */
    descriptions: {
      'podem-tovara-na-etazh': 'Занесём сейф или мебель в помещение и поднимем на нужный этаж.',
      'vskrytie-zamkov': 'Откроем сейф, если потерян ключ, забыт код или сломался замок.',
      'ustanovka-seyfov': 'Установим сейф и закрепим его к полу или стене.',
      'sborka-metallicheskoy-mebeli':
        'Соберём стеллажи, металлические шкафы, верстаки и гардеробные системы.',
      'izgotovlenie-metallicheskoy-mebeli-na-zakaz':
        'Сделаем металлическую мебель по вашим размерам и техническому заданию.',
    } satisfies Record<string, string>,
  },
  help: {
    howToOrder: 'Как сделать заказ',
    steps: [
      {
        text: 'Найдите товар в каталоге или через поиск вверху страницы.',
        links: [{ to: PATHS.catalog, label: 'Каталог' }],
      },
      {
        text: 'Нажмите «В корзину» на карточке товара и проверьте количество в корзине.',
        links: [{ to: PATHS.basket, label: 'Корзина' }],
      },
      {
        text: 'Перейдите к оформлению и укажите данные покупателя. Для юридического лица понадобятся ещё ИНН и название компании.',
        links: [{ to: PATHS.order, label: 'Оформление заказа' }],
      },
      {
        text: 'Выберите пункт выдачи или доставку по адресу.',
        links: [
          { to: withSlash(PATHS.contacts), label: 'Пункты выдачи' },
          { to: withSlash(PATHS.delivery), label: 'Условия доставки' },
        ],
      },
      {
        text: 'Выберите способ оплаты. Сейчас при оформлении на сайте доступна только оплата наличными.',
        links: [{ to: withSlash(PATHS.payment), label: 'Способы оплаты' }],
      },
      {
        text: 'Нажмите «Оформить заказ». Менеджер свяжется с вами, а состояние заказа видно в разделе «Заказы».',
        links: [{ to: PATHS.orders, label: 'Заказы' }],
      },
    ] satisfies readonly LinkedText[],
    whyUs: 'Почему выбирают нас',
    questions: 'Остались вопросы? Позвоните или напишите нам.',
    promosLabel: 'Полезные разделы',
    promos: ({ wholesaleDiscountUpToPercent }: DeliverySettings) => [
      {
        title: 'Оптовикам',
        description: `Скидка до ${wholesaleDiscountUpToPercent}%, отсрочка платежа и подготовка ТЗ для тендеров.`,
        to: withSlash(PATHS.wholesalers),
        image: 'shelving-3-1',
      },
      {
        title: 'Услуги',
        description: 'Подъём на этаж, установка сейфов, сборка и изготовление мебели на заказ.',
        to: withSlash(PATHS.services),
        image: 'workbench-2-1',
      },
    ],
  },
  payment: {
    nowTitle: 'Оплата при оформлении на сайте',
    now: `${TEXTS.order.cashOnly} Другие способы из списка согласуйте с менеджером.`,
  },
  delivery: {
    topicsLabel: 'Темы',
    topics: {
      Такелаж: {
        text: 'Доставка — до подъезда, без разгрузки. Поднять сейф или мебель на этаж и занести в помещение помогут наши грузчики.',
        links: [{ to: SERVICE.lifting, label: 'Подъём товара на этаж' }],
      },
      Сборка: {
        text: `Соберём стеллажи, шкафы и верстаки на месте. В помещении для сборки должно быть ${ASSEMBLY_ROOM_TEMPERATURE_C} °C.`,
        links: [{ to: SERVICE.assembly, label: 'Сборка металлической мебели' }],
      },
      Замеры: {
        text: 'Не уверены, что мебель встанет на место? Менеджер подскажет размеры моделей и поможет подобрать подходящую.',
      },
      Проектирование: {
        text: 'Поможем расставить стеллажи и шкафы в складе, архиве или гараже. Пришлите план помещения на почту.',
      },
      'Подготовка ТЗ': {
        text: `Подготовим техническое задание для тендера или аукциона — ${TENDER_SPEC_TIME}.`,
        links: [{ to: `${withSlash(PATHS.wholesalers)}#tenders`, label: 'Тендеры и аукционы' }],
      },
      'Изготовление на заказ': {
        text: 'Если нужной модели нет в каталоге, сделаем мебель по вашим размерам.',
        links: [{ to: SERVICE.custom, label: 'Изготовление на заказ' }],
      },
      Гарантия: {
        text: 'На каждый товар — официальная гарантия.',
        links: [{ to: withSlash(PATHS.warranty), label: 'Условия гарантии' }],
      },
      'Возврат и обмен': {
        text: `Товар надлежащего качества можно вернуть или обменять в течение ${daysOf(RETURNS.properQualityReturnDays)}.`,
        links: [{ to: withSlash(PATHS.returns), label: 'Правила возврата' }],
      },
      Оплата: {
        text: TEXTS.order.cashOnly,
        links: [{ to: withSlash(PATHS.payment), label: 'Способы оплаты' }],
      },
    } satisfies Record<DeliveryTopic, LinkedText>,
    costsTitle: 'Стоимость доставки',
    costsCaption: 'Доставка по Москве и области',
    where: 'Куда',
    price: 'Стоимость',
    insideRing: 'Москва в пределах МКАД',
    beyondRing: (km: number) => `До ${km} км от МКАД`,
    orderFrom: (amount: string) => `Заказ от ${amount}`,
    free: 'бесплатно',
    howTitle: 'Как доставляем',
    schedule: ({ days, hours }: DeliverySettings) =>
      `${days}, ${hours}, до подъезда, без разгрузки. Подъём на этаж — отдельная услуга.`,
    transport: ({ transportCompanyDays, terminalFreeStorageDays }: DeliverySettings) =>
      `В другие города отправляем транспортными компаниями через ${transportCompanyDays} дня после оплаты. На терминале груз хранится бесплатно ${daysOf(terminalFreeStorageDays)}.`,
    pickup: 'Забрать заказ можно и самим — в одном из пунктов выдачи.',
    pickupLink: 'Адреса пунктов выдачи',
  },
  returns: {
    intro: 'Вернуть или обменять товар можно в эти сроки:',
    terms: [
      RETURN_TERMS.refusal,
      RETURN_TERMS.properQuality,
      RETURN_TERMS.faultyReplacement,
      RETURN_TERMS.examination,
      RETURN_TERMS.refund,
    ],
  },
  warranty: {
    intro: 'На каждый товар — официальная гарантия. Срок гарантии указан в документах к товару.',
    terms: [RETURN_TERMS.faultyReplacement, RETURN_TERMS.examination, RETURN_TERMS.refund],
    locksTitle: 'Гарантия на замки',
    locks: `Гарантия на замок не действует, если его открывали и закрывали более ${groupDigits(RETURNS.lockWarrantyCycles)} раз.`,
  },
  wholesalers: {
    discount: (percent: number) => `Скидка до ${percent}% — её размер согласует менеджер.`,
    tendersTitle: 'Тендеры и аукционы',
    tenders: `Подготовим техническое задание для тендера или аукциона: обычно за один день, в зависимости от сложности — ${TENDER_SPEC_TIME}.`,
    callTitle: 'Обсудить заказ',
    call: 'Оставьте телефон — менеджер перезвонит и рассчитает условия для вашего заказа.',
  },
  policy: {
    edition: (version: string, date: string) => sentence(`Редакция ${version}, действует с ${date}`),
    sections: {
      general: 'Общие положения',
      operator: 'Оператор',
      data: 'Какие данные мы собираем',
      grounds: 'Цели и правовые основания',
      retention: 'Сроки хранения',
      protection: 'Как мы защищаем данные',
      rights: 'Ваши права',
      exercise: 'Как воспользоваться правами',
      changes: 'Изменения политики',
    },
    general: (shopName: string) => [
      `Политика описывает, как интернет-магазин ${shopName} обрабатывает и защищает персональные данные покупателей в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».`,
      'Мы получаем только те данные, которые вы сами вводите в формы сайта, и используем их только для целей, названных ниже.',
    ],
    operatorLabels: {
      name: 'Наименование',
      inn: 'ИНН',
      address: 'Адрес',
      email: 'Эл. почта',
    },
    dataTable: { form: 'Форма', data: 'Данные', purpose: 'Зачем' },
    forms: [
      {
        form: 'Оформление заказа',
        data: 'Фамилия, имя, отчество, телефон, e-mail; для юридического лица — ИНН, название компании, юридический адрес, КПП; адрес доставки или выбранный пункт выдачи.',
        purpose: 'Оформить и доставить заказ, связаться с вами по нему.',
      },
      {
        form: 'Регистрация и профиль',
        data: 'Имя, фамилия, отчество, e-mail, телефон, пароль.',
        purpose: 'Вход в личный кабинет, история заказов.',
      },
      {
        form: 'Заказать звонок',
        data: 'Имя и телефон.',
        purpose: 'Перезвонить вам.',
      },
    ],
    browser:
      'Корзина, избранное, список сравнения и выбранный город хранятся в вашем браузере; на сервер товары из корзины попадают только вместе с заказом. Для входа в личный кабинет сайт сохраняет в браузере файлы cookie с ключами сеанса.',
    grounds: [
      'Регистрация — ваше согласие на обработку персональных данных (п. 1 ч. 1 ст. 6 закона № 152-ФЗ). Его вы даёте в форме регистрации, к действующей редакции этой политики.',
      'Заказ и заказ звонка — заключение и исполнение договора, стороной которого вы являетесь (п. 5 ч. 1 ст. 6).',
      'Документы по заказам — исполнение обязанностей, которые возлагает на нас закон, например по бухгалтерскому учёту (п. 2 ч. 1 ст. 6).',
    ],
    retention: [
      'Данные аккаунта храним, пока аккаунт существует. Если вы отзовёте согласие или попросите удалить аккаунт, удалим данные в течение 30 дней.',
      'Данные заказов храним в сроки, которые устанавливает законодательство о бухгалтерском учёте.',
      'Заявки на звонок храним, пока они нужны, чтобы вам перезвонить.',
    ],
    protection: [
      'Пароль храним только в виде хеша: восстановить его по сохранённым данным нельзя.',
      'Доступ к данным есть только у сотрудников, которым он нужен для работы с заказами.',
      'Мы не передаём данные третьим лицам, кроме случаев, когда это нужно для доставки заказа (например, транспортной компании) или этого требует закон.',
    ],
    rights: [
      'узнать, какие ваши данные мы обрабатываем и зачем;',
      'потребовать уточнить, заблокировать или удалить их, если они неполные, устарели или не нужны для заявленной цели;',
      'отозвать согласие на обработку;',
      'обжаловать наши действия в Роскомнадзоре или в суде.',
    ],
    rightsIntro: 'Вы вправе:',
    exercise:
      'Напишите нам на почту с адреса, который указан в вашем аккаунте или заказе, и опишите запрос. Мы ответим в течение 10 рабочих дней.',
    changes:
      'Новую редакцию политики публикуем на этой странице с новым номером и датой. Согласие при регистрации даётся к редакции, которая действует в этот момент.',
  },
} as const;
