import { MAX_PRICE } from '../domain/constants';
import { createProductSchema, editProductSchema, PRODUCT_LIMITS, productCode, saleSchema } from './products';

const FIELDS = {
  version: 2,
  name: 'Сейф ТС-1',
  section: 'seyfy/dlya-oruzhiya',
  price: 1000,
  oldPrice: null,
  stock: null,
  heightMm: 500,
  widthMm: 400,
  depthMm: 300,
  weightKg: 20.5,
  description: 'Строка\nвторая',
  props: [{ key: 'Толщина', value: '3', unit: 'мм' }],
};
const messages = (change: Record<string, unknown>) =>
  editProductSchema.safeParse({ ...FIELDS, ...change }).error?.issues.map((issue) => issue.message) ?? [];

test('a product code: letters, digits and hyphens, kept in capitals', () => {
  expect(productCode().parse(' ts-1 ')).toBe('TS-1');
  expect(productCode().parse('сф-7')).toBe('СФ-7');
  expect(productCode().safeParse('a.b').error?.issues[0]?.message).toBe(
    'Поле «Код товара»: только буквы, цифры и дефис',
  );
  expect(productCode().safeParse('').error?.issues[0]?.message).toBe('Заполните поле «Код товара»');
});

test('every bound of an edit, on both sides', () => {
  expect(editProductSchema.parse(FIELDS)).toEqual(FIELDS);
  for (const [field, ok, wrong] of [
    ['price', 1, 0],
    ['price', MAX_PRICE, MAX_PRICE + 1],
    ['stock', 0, -1],
    ['stock', PRODUCT_LIMITS.stock, PRODUCT_LIMITS.stock + 1],
    ['heightMm', 1, 0],
    ['widthMm', PRODUCT_LIMITS.dimensionMm, PRODUCT_LIMITS.dimensionMm + 1],
    ['weightKg', 0.001, 0],
    ['weightKg', PRODUCT_LIMITS.weightKg, PRODUCT_LIMITS.weightKg + 0.1],
  ] as const) {
    expect(messages({ [field]: ok, oldPrice: null })).toEqual([]);
    expect(messages({ [field]: wrong })).toHaveLength(1);
  }
  expect(messages({ price: 1.5 })).toEqual(['Поле «Цена»: целое число рублей']);
  expect(messages({ description: 'х'.repeat(PRODUCT_LIMITS.description) })).toEqual([]);
  expect(messages({ description: 'х'.repeat(PRODUCT_LIMITS.description + 1) })).toEqual([
    'Поле «Описание»: не более 5000 символов',
  ]);
  expect(messages({ description: 'звонок\u0007' })).toEqual([
    'Поле «Описание» содержит недопустимые символы',
  ]);
});

test('the old price is above the price; a characteristic is named once; the version is required', () => {
  expect(messages({ oldPrice: 1001 })).toEqual([]);
  for (const oldPrice of [1000, 999]) {
    expect(editProductSchema.safeParse({ ...FIELDS, oldPrice }).error?.issues[0]).toMatchObject({
      path: ['oldPrice'],
      message: 'Старая цена должна быть больше цены (или оставьте её пустой)',
    });
  }
  expect(messages({ price: null, oldPrice: 5 })).toHaveLength(1);
  const twice = editProductSchema.safeParse({
    ...FIELDS,
    props: [
      { key: 'Цвет', value: 'Серый', unit: '' },
      { key: ' цвет', value: 'Синий', unit: '' },
    ],
  }).error?.issues[0];
  expect(twice).toMatchObject({ path: ['props', 1, 'key'], message: 'Характеристика «цвет» указана дважды' });
  expect(messages({ version: undefined })).toEqual(['Не указана версия товара: обновите страницу']);
  expect(saleSchema.safeParse({ version: 0 }).success).toBe(false);
  expect(createProductSchema.safeParse({ ...FIELDS, itemCode: 'X-1' }).success).toBe(false);
  const { version: _version, ...created } = FIELDS;
  expect(createProductSchema.parse({ ...created, itemCode: 'x-1' }).itemCode).toBe('X-1');
});
