import { z } from 'zod';
import { MAX_PRICE } from '../domain/constants';
import { formatRub, groupDigits } from '../domain/format';
import { paginationSchema } from './catalog';
import { hasNoControlCharacters, itemCode, optionalText, text } from './fields';

/**
 * The owner's products in mf-admin («Товары»): find, read, edit, create, take off sale and put
 * back, each product's change history and its undo. Admin role only, under `/admin/products/`.
 */

/** Largest stock, dimension (mm), weight (kg), description and characteristics list a product may have. */
export const PRODUCT_LIMITS = {
  stock: 1_000_000,
  dimensionMm: 100_000,
  weightKg: 100_000,
  description: 5_000,
  props: 100,
} as const;

/**
 * A new product's code: letters, digits and hyphens (what the product page's address may hold), kept in capitals,
 * as the search finds a code typed whole.
 */
export function productCode(label = 'Код товара') {
  return itemCode(label)
    .regex(/^[\p{L}\d-]+$/u, `Поле «${label}»: только буквы, цифры и дефис`)
    .transform((code) => code.toUpperCase());
}

const number = (label: string) =>
  z.number({ error: `Поле «${label}» должно быть числом` }).refine(Number.isFinite, {
    message: `Поле «${label}» должно быть числом`,
  });
const whole = (label: string, min: number, max: number, unit = '') => {
  const bounds = `Поле «${label}»: от ${min} до ${groupDigits(max)}${unit}`;
  return number(label)
    .refine(Number.isInteger, `Поле «${label}»: целое число`)
    .refine((value) => value >= min && value <= max, bounds);
};
const price = (label: string) =>
  number(label)
    .refine(Number.isInteger, `Поле «${label}»: целое число рублей`)
    .refine((value) => value >= 1 && value <= MAX_PRICE, `Поле «${label}»: от 1 до ${formatRub(MAX_PRICE)}`)
    .nullable();

/** A characteristic as the form edits it: «Толщина стенки» · «3» · «мм» (stored as «3 мм»). */
export const productPropInputSchema = z.strictObject({
  key: text('Характеристика', { max: 100 }),
  value: text('Значение', { max: 200 }),
  unit: optionalText('Единица', { max: 30 }),
});
export type ProductPropInput = z.input<typeof productPropInputSchema>;

/** A description may have line breaks and tabs, nothing else of the control characters. */
const description = z
  .string({ error: 'Поле «Описание» должно быть строкой' })
  .trim()
  .max(PRODUCT_LIMITS.description, `Поле «Описание»: не более ${PRODUCT_LIMITS.description} символов`)
  .refine(
    (value) => hasNoControlCharacters(value.replace(/[\n\t]/g, ' ')),
    'Поле «Описание» содержит недопустимые символы',
  );

/** Every field of a product the owner edits (the code is its key and is not edited). */
const productFieldsShape = {
  name: text('Название', { max: 200 }),
  section: z
    .string({ error: 'Поле «Раздел» должно быть строкой' })
    .regex(/^[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100}){1,2}$/, 'Выберите раздел каталога'),
  price: price('Цена'),
  oldPrice: price('Старая цена'),
  stock: whole('Остаток', 0, PRODUCT_LIMITS.stock, ' шт.').nullable(),
  heightMm: whole('Высота', 1, PRODUCT_LIMITS.dimensionMm, ' мм'),
  widthMm: whole('Ширина', 1, PRODUCT_LIMITS.dimensionMm, ' мм'),
  depthMm: whole('Глубина', 1, PRODUCT_LIMITS.dimensionMm, ' мм'),
  weightKg: number('Вес').refine(
    (value) => value > 0 && value <= PRODUCT_LIMITS.weightKg,
    `Поле «Вес»: больше 0 и не более ${groupDigits(PRODUCT_LIMITS.weightKg)} кг`,
  ),
  description,
  props: z
    .array(productPropInputSchema, { error: 'Характеристики должны быть списком' })
    .max(PRODUCT_LIMITS.props, `Не более ${PRODUCT_LIMITS.props} характеристик`),
};

/** Every field of a product, each with its rule (an import checks the fields a source gives, `.partial()`). */
export const productFieldsSchema = z.strictObject(productFieldsShape);

type Fields = { price: number | null; oldPrice: number | null; props: Array<{ key: string }> };
/** Rules across fields, with the field each message belongs to (`path`), so the form shows it there. */
const crossChecks = (fields: Fields, context: z.RefinementCtx) => {
  if (fields.oldPrice !== null && (fields.price === null || fields.oldPrice <= fields.price)) {
    context.addIssue({
      code: 'custom',
      path: ['oldPrice'],
      message: 'Старая цена должна быть больше цены (или оставьте её пустой)',
    });
  }
  const seen = new Set<string>();
  fields.props.forEach(({ key }, index) => {
    const folded = key.trim().toLowerCase();
    if (seen.has(folded))
      context.addIssue({
        code: 'custom',
        path: ['props', index, 'key'],
        message: `Характеристика «${key.trim()}» указана дважды`,
      });
    seen.add(folded);
  });
};

/** The product's version the form was based on (optimistic lock). */
const version = z
  .number({ error: 'Не указана версия товара: обновите страницу' })
  .int('Не указана версия товара: обновите страницу')
  .min(1, 'Не указана версия товара: обновите страницу')
  .describe('Версия товара, которую видел сотрудник');

/** `PUT /admin/products/{code}/`: every field, and the version the form was based on. */
export const editProductSchema = z
  .strictObject({
    ...productFieldsShape,
    version,
  })
  .superRefine(crossChecks);
export type EditProductRequest = z.input<typeof editProductSchema>;
export type ProductFields = Omit<z.infer<typeof editProductSchema>, 'version'>;

/** `POST /admin/products/`: a new product with its code. */
export const createProductSchema = z
  .strictObject({ ...productFieldsShape, itemCode: productCode() })
  .superRefine(crossChecks);
export type CreateProductRequest = z.input<typeof createProductSchema>;

/** `POST /admin/products/{code}/offSale/` and `…/onSale/`. */
export const saleSchema = z.strictObject({ version });
export type SaleRequest = z.input<typeof saleSchema>;

/** `GET /admin/products/?query=…&section=…&page=…`: a code, words of a name, or a section (path). */
export const productsQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(200, 'Поиск: не более 200 символов')
    .refine(hasNoControlCharacters, 'Поиск содержит недопустимые символы')
    .default(''),
  section: z
    .string()
    .regex(/^[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100}){0,2}$/, 'Раздел каталога не найден')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductsQuery = z.input<typeof productsQuerySchema>;

const adminProductPropSchema = z.object({ key: z.string(), value: z.string(), unit: z.string() });

/** One product as the owner edits it. */
export const adminProductSchema = z.object({
  itemCode: z.string(),
  version: z.number().int(),
  onSale: z.boolean(),
  name: z.string(),
  section: z.string().describe('Путь раздела, например `seyfy/dlya-oruzhiya`'),
  sectionName: z.string().describe('Разделы по пути: «Сейфы / Для оружия»'),
  price: z.number().int().nullable(),
  oldPrice: z.number().int().nullable(),
  available: z.boolean().describe('Есть цена: «В наличии»'),
  stock: z.number().int().nullable(),
  heightMm: z.number().int(),
  widthMm: z.number().int(),
  depthMm: z.number().int(),
  weightKg: z.number(),
  description: z.string(),
  props: z.array(adminProductPropSchema),
  link: z.string().describe('Страница товара в магазине'),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductRowSchema = adminProductSchema.pick({
  itemCode: true,
  name: true,
  section: true,
  sectionName: true,
  price: true,
  oldPrice: true,
  stock: true,
  onSale: true,
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductsSchema = z.object({
  products: z.array(adminProductRowSchema),
  pagination: paginationSchema,
});
export type AdminProductsResponse = z.infer<typeof adminProductsSchema>;

export const productChangeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  actor: z.string(),
  source: z.string(),
  kind: z.enum(['create', 'update', 'undo']),
  fields: z.array(z.string()),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  undoOf: z.number().int().nullable(),
  undoneBy: z.number().int().nullable(),
});
export type ProductChange = z.infer<typeof productChangeSchema>;

export const productChangesSchema = z.object({ changes: z.array(productChangeSchema) });
export type ProductChangesResponse = z.infer<typeof productChangesSchema>;

/** The answer of every write: what it says, and the product as it now is. */
export const productSavedSchema = z.object({ message: z.string(), product: adminProductSchema });
export type ProductSavedResponse = z.infer<typeof productSavedSchema>;
