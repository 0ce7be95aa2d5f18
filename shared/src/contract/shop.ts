import { z } from 'zod';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../domain/requisites';
import {
  DELIVERY_ZONES_ORDER,
  INFO_PAGE_SLUGS,
  REQUISITES_MESSAGES,
  SHOP_FIELD_LABELS,
  type InfoPageSlug,
} from '../domain/shopSettings';
import { isOwnerLink } from '../domain/routes';
import { pictureViewSchema } from './catalog';
import { email, hasNoControlCharacters, optionalText, phone, text } from './fields';

/**
 * The owner's shop: what makes it his (name, contacts, requisites, pickup points, delivery, the home page's
 * slides, the information pages, the 1С price types, what a product without stock is). Stored in the database
 * by section, each with its own version and history, edited by administrators in mf-admin («Настройки»), read
 * by every page, letter, invoice and feed. The spec's own texts (labels, messages) stay in code.
 */
export const SHOP_SECTIONS = [
  'shop',
  'requisites',
  'pickupPoints',
  'delivery',
  'home',
  'pages',
  'exchange',
  'stock',
] as const;
export type ShopSection = (typeof SHOP_SECTIONS)[number];

/** A link the owner gives: a path of this site (`/catalog/…`) or an https address. */
export function link(label: string, { max = 500 } = {}) {
  return text(label, { max }).refine(
    isOwnerLink,
    `Поле «${label}»: ссылка на страницу сайта (/…) или адрес https://…`,
  );
}

const optionalLink = (label: string) => link(label).or(z.literal('')).optional().default('');

// «Магазин»
const SHOP = SHOP_FIELD_LABELS.shop;
export const shopInfoSchema = z.strictObject({
  name: text(SHOP.name, { max: 80 }),
  slogan: text(SHOP.slogan, { max: 160 }),
  phone: phone(SHOP.phone),
  email: email(SHOP.email),
  messengerName: optionalText(SHOP.messengerName, { max: 40 }),
  messengerUrl: optionalLink(SHOP.messengerUrl),
  workHours: text(SHOP.workHours, { max: 120 }),
  /** Plain text, a paragraph per line, under the footer's contacts. */
  footerNotes: z
    .string({ error: `Поле «${SHOP.footerNotes}» должно быть строкой` })
    .trim()
    .max(1000, `Поле «${SHOP.footerNotes}»: не более 1000 символов`)
    .refine(
      (value) => hasNoControlCharacters(value.replace(/\n/g, ' ')),
      `Поле «${SHOP.footerNotes}» содержит недопустимые символы`,
    )
    .optional()
    .default(''),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

const REQUISITE = SHOP_FIELD_LABELS.requisites;
const checked = (label: string, check: (value: string) => boolean, message: string) =>
  text(label, { max: 20 }).refine(check, message);

// «Реквизиты»: each value checked by its own algorithm; the accounts against the БИК.
export const requisitesSchema = z
  .strictObject({
    fullName: text(REQUISITE.fullName, { max: 300 }),
    inn: checked(REQUISITE.inn, isValidInn, REQUISITES_MESSAGES.inn),
    /** A sole trader has none: empty. */
    kpp: optionalText(REQUISITE.kpp, { max: 9 }).refine(
      (kpp) => kpp === '' || isValidKpp(kpp),
      REQUISITES_MESSAGES.kpp,
    ),
    ogrn: checked(REQUISITE.ogrn, isValidOgrn, REQUISITES_MESSAGES.ogrn),
    legalAddress: text(REQUISITE.legalAddress, { max: 300 }),
    bankName: text(REQUISITE.bankName, { max: 200 }),
    bik: checked(REQUISITE.bik, isValidBik, REQUISITES_MESSAGES.bik),
    settlementAccount: text(REQUISITE.settlementAccount, { max: 20 }),
    correspondentAccount: text(REQUISITE.correspondentAccount, { max: 20 }),
    director: text(REQUISITE.director, { max: 120 }),
    accountant: optionalText(REQUISITE.accountant, { max: 120 }),
  })
  .superRefine((value, context) => {
    if (!isValidSettlementAccount(value.settlementAccount, value.bik))
      context.addIssue({
        code: 'custom',
        path: ['settlementAccount'],
        message: REQUISITES_MESSAGES.settlement,
      });
    if (!isValidCorrespondentAccount(value.correspondentAccount, value.bik))
      context.addIssue({
        code: 'custom',
        path: ['correspondentAccount'],
        message: REQUISITES_MESSAGES.correspondent,
      });
  });
export type Requisites = z.infer<typeof requisitesSchema>;

// «Пункты выдачи»: ids are kept for good (an order names its point by id and keeps a copy of it).
const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `Поле «${label}» должно быть числом` })
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= limit,
      `Поле «${label}»: от −${limit} до ${limit}`,
    );

export const pickupPointSchema = z.strictObject({
  /** Absent for a point being added: the server gives the next free one. */
  id: z.number().int().min(0).optional(),
  city: text('Город', { max: 80 }),
  title: text('Название', { max: 120 }),
  location: text('Адрес', { max: 200 }),
  hours: text('Часы работы', { max: 120 }),
  phone: phone('Телефон пункта').or(z.literal('')).optional().default(''),
  /** [latitude, longitude] */
  coordinates: z.tuple([coordinate('Широта', 90), coordinate('Долгота', 180)]),
  /** A hidden point is offered nowhere; orders placed for it keep it. */
  visible: z.boolean(),
});
export const pickupPointsSchema = z
  .strictObject({ points: z.array(pickupPointSchema).max(100, 'Не более 100 пунктов выдачи') })
  .refine(
    ({ points }) =>
      new Set(points.map((p) => p.id).filter((id) => id !== undefined)).size ===
      points.filter((p) => p.id !== undefined).length,
    'Два пункта выдачи с одним номером',
  );
export type PickupPointSettings = z.infer<typeof pickupPointsSchema>;
export type PickupPointSetting = Required<z.infer<typeof pickupPointSchema>>;

// «Доставка»
const rub = (label: string) =>
  z
    .number({ error: `Поле «${label}» должно быть числом` })
    .int(`Поле «${label}»: целое число рублей`)
    .min(0, `Поле «${label}»: от 0`)
    .max(10_000_000, `Поле «${label}»: не более 10 000 000`);
const whole = (label: string, max: number) =>
  z
    .number({ error: `Поле «${label}» должно быть числом` })
    .int(`Поле «${label}»: целое число`)
    .min(0, `Поле «${label}»: от 0`)
    .max(max, `Поле «${label}»: не более ${max}`);

export const deliverySettingsSchema = z.strictObject({
  moscowInsideRingRub: rub('Москва в пределах МКАД'),
  freeFromRub: rub('Бесплатно от суммы заказа'),
  beyondRing: z
    .array(z.strictObject({ upToKm: whole('До км от МКАД', 10_000), priceRub: rub('Стоимость') }))
    .max(10, 'Не более 10 зон за МКАД')
    .refine(
      (zones) => zones.every((zone, i) => i === 0 || zone.upToKm > (zones[i - 1]?.upToKm ?? 0)),
      DELIVERY_ZONES_ORDER,
    ),
  days: text('Дни доставки', { max: 60 }),
  hours: text('Часы доставки', { max: 60 }),
  transportCompanyDays: text('Срок отправки транспортной компанией, дней', { max: 20 }),
  terminalFreeStorageDays: whole('Бесплатное хранение на терминале, дней', 365),
  wholesaleDiscountUpToPercent: whole('Скидка оптовикам до, %', 100),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

// «Главная»: the hero slides and the promo cards, in their order; a picture from the picture pipeline.
export const heroSlideSchema = z.strictObject({
  title: text('Заголовок', { max: 120 }),
  text: text('Текст', { max: 400 }),
  /** Absent: a text-only slide. Paths below the site (`/api/…`), as a product picture's card view. */
  image: pictureViewSchema.nullable(),
  link: z.strictObject({ to: link('Ссылка'), label: text('Текст ссылки', { max: 80 }) }).nullable(),
  visible: z.boolean(),
});
export const promoCardSchema = z.strictObject({
  title: text('Заголовок', { max: 120 }),
  text: text('Текст', { max: 200 }),
  to: link('Ссылка'),
  image: pictureViewSchema,
  visible: z.boolean(),
});
export const homeSchema = z.strictObject({
  slides: z.array(heroSlideSchema).max(10, 'Не более 10 слайдов'),
  promos: z.array(promoCardSchema).max(4, 'Не более 4 промо-карточек'),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type PromoCard = z.infer<typeof promoCardSchema>;
export type HomeSettings = z.infer<typeof homeSchema>;

// «Страницы»: each information page's body, as sanitised HTML (headings, paragraphs, lists, links, bold).
export { INFO_PAGE_SLUGS, type InfoPageSlug };
/** Largest body of one page, in characters of HTML. */
export const MAX_PAGE_HTML = 100_000;
export const pageBodySchema = z.strictObject({
  html: z
    .string({ error: 'Текст страницы должен быть строкой' })
    .max(MAX_PAGE_HTML, `Текст страницы: не более ${MAX_PAGE_HTML} символов`),
});
export const pagesSchema = z.strictObject({
  pages: z.partialRecord(z.enum(INFO_PAGE_SLUGS), pageBodySchema),
});
export type PagesSettings = z.infer<typeof pagesSchema>;

// «Обмен с 1С»: the price types of offers.xml that are the shop's price and the crossed-out old price.
export const exchangeSettingsSchema = z.strictObject({
  priceType: text('Тип цены магазина', { max: 200 }),
  /** Empty: no old price. */
  oldPriceType: optionalText('Тип старой цены', { max: 200 }),
});
export type ExchangeSettings = z.infer<typeof exchangeSettingsSchema>;

// What a product with a price and no stock (`stock` 0) is: orderable «Под заказ», or «Нет в наличии».
export const stockSettingsSchema = z.strictObject({ outOfStock: z.enum(['to_order', 'not_available']) });
export type StockSettings = z.infer<typeof stockSettingsSchema>;

/** Each section's value as it is stored and edited. Requisites are null until the owner gives them. */
export const shopSectionSchemas = {
  shop: shopInfoSchema,
  requisites: requisitesSchema.nullable(),
  pickupPoints: pickupPointsSchema,
  delivery: deliverySettingsSchema,
  home: homeSchema,
  pages: pagesSchema,
  exchange: exchangeSettingsSchema,
  stock: stockSettingsSchema,
} satisfies Record<ShopSection, z.ZodType>;
export type ShopSettings = { [S in ShopSection]: z.infer<(typeof shopSectionSchemas)[S]> };

/** `GET /admin/settings/`: every section with the version an edit must name. */
export interface ShopSectionState<S extends ShopSection = ShopSection> {
  value: ShopSettings[S];
  version: number;
  updatedAt: string | null;
  /** The administrator's e-mail; null for the seed. */
  updatedBy: string | null;
}
export type ShopSettingsAnswer = { [S in ShopSection]: ShopSectionState<S> };
/** `PUT /admin/settings/{section}/`: the new value and the version it was based on (else 409). */
export interface ShopSectionEdit<S extends ShopSection = ShopSection> {
  version: number;
  value: z.input<(typeof shopSectionSchemas)[S]>;
}

/** One change of the history (`GET /admin/settings/changes/`), newest first. */
export interface ShopSettingsChange {
  id: number;
  section: ShopSection;
  /** The administrator's e-mail. */
  by: string;
  at: string;
  /** The change this one undid, if it is an undo. */
  undoOf: number | null;
  /** Whether it can still be undone (its section still holds what it wrote). */
  undoable: boolean;
  /** Russian names of the fields it changed («Телефон», «ИНН»…). */
  fields: string[];
}

/**
 * `GET /site/`: what every page shows of the owner's shop, with the server's page data on the first load and
 * asked again after a navigation. Visible pickup points, slides and cards only; the pages' bodies are asked
 * one by one (`GET /site/pages/{slug}/`).
 */
export interface SiteContent {
  shop: ShopInfo;
  requisites: Requisites | null;
  pickupPoints: PickupPointSetting[];
  delivery: DeliverySettings;
  home: HomeSettings;
  stock: StockSettings;
}
export interface SitePage {
  slug: InfoPageSlug;
  html: string;
}
