import { z } from 'zod';

/** Shapes of the catalogue calls (ARCHITECTURE.md, "The API"); they also feed the OpenAPI document. */
export const SORTS = ['name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;

export const listingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Товаров на странице, 1–100'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Номер страницы, с 1'),
  sort: z.enum(SORTS).default('name_asc'),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const searchQuerySchema = z.object({
  query: z.string().max(200, 'Слишком длинный поисковый запрос: не более 200 символов').default(''),
  type: z.enum(['products']).default('products'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const slug = z.string().max(200);
export const categoryParamsSchema = z.object({ category: slug });
export const listingParamsSchema = z.object({ category: slug, primary: slug, secondary: slug.optional() });
export const itemParamsSchema = z.object({ itemCode: z.string().max(100) });

export const productSchema = z.object({
  name: z.string(),
  itemCode: z.string(),
  link: z.string().describe('Путь страницы товара'),
  newPrice: z.string().nullable().describe('«12 990 руб.» или null, когда цены нет (нет в наличии)'),
  oldPrice: z.string().nullable(),
  available: z.boolean(),
  discount: z.number().int().describe('Скидка в рублях (0 без старой цены)'),
  discountPercentage: z.number().int(),
  image: z.string(),
  images: z.array(z.string()).optional().describe('Только в ответе о товаре'),
  dimensions: z.string().describe('Высота × ширина × глубина, мм'),
  weight: z.number().describe('Вес, кг'),
  props: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

const subcategoryLeafSchema = z.object({
  subcategoryName: z.string(),
  subcategoryLink: z.string(),
  itemsCount: z.number().int(),
  imageSrc: z.string(),
});
export const subcategorySchema = subcategoryLeafSchema.extend({
  subcategories: z.array(subcategoryLeafSchema),
});
export type Subcategory = z.infer<typeof subcategorySchema>;
export type SubcategoryLeaf = z.infer<typeof subcategoryLeafSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryLink: z.string(),
  categoryImg: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const listingSchema = z.object({
  title: z.string().describe('Название раздела'),
  products: z.array(productSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const searchSchema = z.object({
  results: z.array(productSchema),
  query: z
    .string()
    .describe('Запрос, по которому найдены результаты (после исправления раскладки или опечаток)'),
  corrected: z.boolean().describe('true, когда запрос исправлен'),
});

export const errorSchema = z.object({ message: z.string() });
