import { RETURNS, formatRub, groupDigits, sentence, type DeliverySettings } from '@shop/shared';

/**
 * Texts only the checkout remote shows (the spec's own strings come from TEXTS of @shop/shared). They live
 * here, not in the shared package, so this remote can be deployed alone against an older shell.
 */
export const CHECKOUT_TEXTS = {
  item: {
    remove: (name: string) => `Удалить «${name}» из корзины`,
    removeFavorite: (name: string) => `Удалить «${name}» из избранного`,
    quantityOf: (name: string) => `Количество «${name}»`,
    notCounted: 'Не входит в сумму заказа',
    preorder: 'Под заказ',
  },
  basket: {
    items: 'Товары в корзине',
    summary: 'Сумма заказа',
    oldTotal: 'Сумма без скидки',
    staleNotice: 'Цены и наличие обновлены по данным магазина.',
  },
  favorites: {
    items: 'Избранные товары',
  },
  order: {
    sectionNumber: (n: number, title: string) => `${n}. ${title}`,
    buyerKind: 'Кто оформляет заказ',
    deliveryKind: 'Как получить заказ',
    chosen: 'Выбран',
    hours: 'Часы работы',
    courierSaved: 'Адрес доставки сохранён.',
    deliveryTermsTitle: 'Условия доставки',
    /** The courier's terms from the owner's «Доставка» settings; no zone beyond the ring, no line for it. */
    deliveryTerms: (delivery: DeliverySettings): string[] => [
      sentence(
        `По Москве в пределах МКАД — ${formatRub(delivery.moscowInsideRingRub)}, бесплатно при заказе от ${formatRub(delivery.freeFromRub)}`,
      ),
      ...(delivery.beyondRing.length > 0
        ? [
            sentence(
              `За МКАД: ${delivery.beyondRing.map((tier) => `до ${tier.upToKm} км — ${formatRub(tier.priceRub)}`).join(', ')}`,
            ),
          ]
        : []),
      `Доставляем: ${delivery.days}, ${delivery.hours}, до подъезда, без разгрузки.`,
    ],
    paymentKind: 'Способ оплаты',
    goodsCount: (n: number) => `Товары (${groupDigits(n)} шт.)`,
    privacyBefore: 'Данные покупателя нужны, чтобы доставить заказ, и обрабатываются согласно ',
    privacyLink: 'политике конфиденциальности',
    securePaymentText: 'Оплата при получении, после проверки товара.',
    easyReturnText: `Вернуть товар надлежащего качества можно в течение ${RETURNS.properQualityReturnDays} дней.`,
    helpText: 'Позвоните или напишите нам:',
    retry: 'Повторить',
    errorsSummary: 'Проверьте выделенные поля.',
    pendingRestored: 'Заказ ещё не подтверждён сервером.',
  },
  validation: {
    required: (label: string) => `Заполните поле «${label}»`,
    phone: 'Введите номер полностью: +7 999 999 99 99',
    email: 'Введите адрес электронной почты, например ivan@example.ru',
    innLength: 'ИНН должен содержать 10 или 12 цифр',
    innChecksum: 'ИНН с ошибкой: не сходится контрольная цифра',
    kpp: 'КПП должен содержать 9 символов: цифры, 5-й и 6-й могут быть заглавными латинскими буквами',
    pickup: 'Выберите пункт самовывоза: нажмите «Привезти сюда»',
  },
} as const;
