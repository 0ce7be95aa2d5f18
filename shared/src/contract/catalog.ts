import { z } from 'zod';
import {
  DEFAULT_SEARCH_SORT,
  DEFAULT_SORT,
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  MAX_ORDER_LINES,
  SEARCH_LIMIT_MAX,
  SEARCH_MAX_RESULTS,
  SEARCH_SORT_ORDERS,
  SORT_ORDERS,
} from '../domain/constants';
import { MAX_FILTER_VALUES } from '../domain/filters';
import { hasNoControlCharacters } from './fields';

/** The catalogue calls of spec section 7, with the shapes ARCHITECTURE.md fixes where the spec is silent. */

export const sortOrderSchema = z.enum(SORT_ORDERS);

/**
 * The filters of a listing, the same on the listing and on its `filters/` call:
 * `price_from`, `price_to`, `available=1`, and `f.<characteristic>=<value>` (repeated: any of the values)
 * or `f.<numeric characteristic>=<from>-<to>` (either end may be empty). Which `f.` keys exist depends on
 * the section, so the API checks them against the section (filters.ts); here only their size is bounded.
 */
const price = (end: string) =>
  z.coerce
    .number({ error: `Цена «${end}» должна быть числом` })
    .int(`Цена «${end}» должна быть целым числом рублей`)
    .min(0, `Цена «${end}» не может быть отрицательной`)
    .max(1_000_000_000, `Цена «${end}» слишком велика`)
    .optional();
const filterShape = {
  price_from: price('от').describe('Цена от, руб.'),
  price_to: price('до').describe('Цена до, руб.'),
  available: z
    .literal('1', { error: 'Параметр available принимает только значение 1' })
    .optional()
    .describe('1 — только товары в наличии'),
};
export const filterValueSchema = z
  .string()
  .max(200, 'Слишком длинное значение фильтра: не более 200 символов')
  // PostgreSQL text cannot hold NUL, and no value of the catalogue has a control character.
  .refine(hasNoControlCharacters, 'Значение фильтра содержит недопустимые символы');
/** The value(s) of one `f.<key>` parameter (one value arrives as a string, several as an array). */
export const filterValuesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(filterValueSchema).max(MAX_FILTER_VALUES, `Не более ${MAX_FILTER_VALUES} значений одного фильтра`),
);
const priceOrder = (query: { price_from?: number | undefined; price_to?: number | undefined }) =>
  query.price_from === undefined || query.price_to === undefined || query.price_from <= query.price_to;
const priceOrderMessage = { error: 'Цена «от» больше цены «до»', path: ['price_from'] };

/** `GET {listing path}/filters/?price_to=30000&f.Тип замка=Электронный`: the same filters, no paging. */
export const listingFiltersQuerySchema = z.looseObject(filterShape).refine(priceOrder, priceOrderMessage);

/** `GET {listing path}/?limit=20&page=1&sort=name_asc`, with the filters above. */
export const listingQuerySchema = z
  .looseObject({
    ...filterShape,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(LISTING_PAGE_SIZE)
      .describe('Товаров на странице, 1–100'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(FIRST_PAGE).describe('Номер страницы, с 1'),
    sort: sortOrderSchema.default(DEFAULT_SORT),
  })
  .refine(priceOrder, priceOrderMessage);
export type ListingQuery = z.infer<typeof listingQuerySchema>;
export type ListingFiltersQuery = z.infer<typeof listingFiltersQuerySchema>;

/**
 * `GET /catalog/items/?codes=100005,100017`: the current data of several items at once (the basket and
 * favourites refresh their stored copies with one request). Codes the shop does not have are left out.
 */
export const itemsQuerySchema = z.object({
  codes: z
    .string({ error: 'Укажите коды товаров через запятую' })
    .min(1, 'Укажите коды товаров через запятую')
    .max(MAX_ORDER_LINES * 51, `Не более ${MAX_ORDER_LINES} кодов товаров за один запрос`)
    .describe(`Коды товаров через запятую, не более ${MAX_ORDER_LINES}`),
});

const searchText = z.string().max(200, 'Слишком длинный поисковый запрос: не более 200 символов').default('');

/**
 * `GET /catalog/search/?query={text}&type=products`, with the listing's filters (`price_to`, `f.<key>`, …)
 * over the matches: their keys are those of `GET /catalog/search/filters/?query={text}`.
 */
export const searchQuerySchema = z
  .looseObject({
    ...filterShape,
    query: searchText,
    type: z.enum(['products']).default('products'),
    limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_MAX_RESULTS),
    /** The results page asks for its pages (`limit=20&page=n`); the dropdown leaves both out. */
    page: z.coerce.number().int().min(1).max(1_000_000).default(FIRST_PAGE).describe('Номер страницы, с 1'),
    /** `relevance` (the default) or one of the listing's orders. */
    sort: z.enum(SEARCH_SORT_ORDERS).default(DEFAULT_SEARCH_SORT),
  })
  .refine(priceOrder, priceOrderMessage);
/** `GET /catalog/search/filters/?query={text}&price_to=30000&f.Тип замка=…`: the panel of the results page. */
export const searchFiltersQuerySchema = z
  .looseObject({ ...filterShape, query: searchText })
  .refine(priceOrder, priceOrderMessage);
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchParams = z.infer<typeof searchQuerySchema>;

export const productPropSchema = z.object({ key: z.string(), value: z.string() });
export type ProductProp = z.infer<typeof productPropSchema>;

/** One view of an uploaded picture: its box (CSS px) and its files, `«url 1x, url 2x»` per format. */
export const pictureViewSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  src: z.string().describe('JPEG для 1×: запасной вариант для <img>'),
  sources: z
    .array(z.object({ type: z.string(), srcset: z.string() }))
    .describe('Форматы от современного к JPEG, каждый с файлами для 1× и 2×'),
});
export type PictureViewFiles = z.infer<typeof pictureViewSchema>;

/** A picture an administrator uploaded, in the sizes of the listing card, the product page and a thumbnail. */
export const productPictureSchema = z.object({
  id: z.number().int(),
  main: z.boolean(),
  card: pictureViewSchema,
  page: pictureViewSchema,
  thumb: pictureViewSchema,
});
export type ProductPicture = z.infer<typeof productPictureSchema>;

export const productSchema = z.object({
  name: z.string(),
  itemCode: z.string(),
  link: z.string().describe('Путь страницы товара'),
  newPrice: z.string().nullable().describe('«12 990 руб.» или null, когда цены нет (нет в наличии)'),
  oldPrice: z.string().nullable(),
  available: z.boolean(),
  preorder: z
    .boolean()
    .describe('«Под заказ»: на складе нет, но заказать можно (выбор владельца для товаров без остатка)'),
  discount: z.number().int().describe('Скидка в рублях (0 без старой цены)'),
  discountPercentage: z.number().int(),
  image: z.string(),
  images: z.array(z.string()).optional().describe('Только в ответе о товаре'),
  picture: productPictureSchema
    .optional()
    .describe('Главная загруженная фотография; нет — товар показан рисунком каталога (image)'),
  pictures: z
    .array(productPictureSchema)
    .optional()
    .describe('Только в ответе о товаре: загруженные фотографии, главная первой'),
  dimensions: z.string().describe('Высота × ширина × глубина, мм'),
  weight: z.number().describe('Вес, кг'),
  props: z.array(productPropSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A catalogue section a product is listed in: its name and page path. */
export const productSectionSchema = z.object({ name: z.string(), link: z.string() });
export type ProductSection = z.infer<typeof productSectionSchema>;

/**
 * `GET /catalog/item/{itemCode}/`: the product with all its pictures, its description and its sections (its
 * breadcrumbs).
 */
export const itemSchema = productSchema.required({ images: true }).extend({
  description: z
    .string()
    .describe('Описание товара, простой текст; абзацы через пустую строку; может быть пустым'),
  sections: z
    .array(productSectionSchema)
    .describe('Разделы товара от внешнего к внутреннему: категория, подкатегория, раздел второго уровня'),
});
export type Item = z.infer<typeof itemSchema>;

export const subcategoryLeafSchema = z.object({
  subcategoryName: z.string(),
  subcategoryLink: z.string(),
  itemsCount: z.number().int(),
  imageSrc: z.string(),
});
export type SubcategoryLeaf = z.infer<typeof subcategoryLeafSchema>;

export const subcategorySchema = subcategoryLeafSchema.extend({
  subcategories: z.array(subcategoryLeafSchema),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryLink: z.string(),
  categoryImg: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /catalog/` and `GET /catalog/menu/` */
export const categoryTreeSchema = z.array(categorySchema);

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const listingSchema = z.object({
  title: z.string().describe('Название раздела'),
  products: z.array(productSchema),
  pagination: paginationSchema,
});
export type ListingResponse = z.infer<typeof listingSchema>;

/**
 * `GET {listing path}/filters/`: what the filter panel offers for the section and the filters chosen. Each
 * count is of the items that match every chosen filter except those of its own characteristic (so a value
 * says how many items choosing it would leave); ranges are over the same items.
 */
export const filterFacetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('values'),
    key: z.string(),
    values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  }),
  z.object({
    type: z.literal('range'),
    key: z.string(),
    unit: z.string().nullable().describe('«мм», «кг»; null, когда единицы у значений разные или их нет'),
    min: z.number().nullable().describe('null, когда с другими фильтрами не подходит ни один товар'),
    max: z.number().nullable(),
  }),
]);
export type FilterFacet = z.infer<typeof filterFacetSchema>;

export const listingFiltersSchema = z.object({
  total: z.number().int().describe('Товаров со всеми выбранными фильтрами (как total листинга)'),
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  available: z.number().int().describe('Товаров в наличии с остальными выбранными фильтрами'),
  props: z.array(filterFacetSchema).describe('Характеристики раздела, по которым стоит выбирать'),
});
export type ListingFiltersResponse = z.infer<typeof listingFiltersSchema>;

export const itemsSchema = z.object({ items: z.array(productSchema) });
export type ItemsResponse = z.infer<typeof itemsSchema>;

export const searchSchema = z.object({
  results: z.array(productSchema),
  query: z
    .string()
    .describe('Запрос, по которому найдены результаты (после исправления раскладки или опечаток)'),
  corrected: z.boolean().describe('true, когда запрос исправлен'),
  total: z.number().int().describe('Сколько всего товаров найдено (для страниц результатов)'),
  /** Not every word matched: these are the items with the most of them («Найдено по части слов»). */
  relaxed: z.boolean().describe('true, когда найдено не по всем словам запроса'),
  /** Thesaurus stems the query was widened with («несгораемый» → «огнестойк»). */
  expanded: z.array(z.string()).describe('Синонимы, добавленные к словам запроса'),
});
export type SearchResponse = z.infer<typeof searchSchema>;
