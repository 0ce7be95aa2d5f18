import type { AdminProduct, CreateProductRequest } from '@shop/shared';
import { PRODUCT_TEXTS as T } from '../../../texts';

/** A characteristic row of the form; `id` keeps React's rows apart while they are added and removed. */
export interface PropRow {
  id: number;
  key: string;
  value: string;
  unit: string;
}

/** The form as typed: every number is text until it is checked. */
export interface ProductForm {
  itemCode: string;
  name: string;
  section: string;
  price: string;
  oldPrice: string;
  stock: string;
  heightMm: string;
  widthMm: string;
  depthMm: string;
  weightKg: string;
  description: string;
  props: PropRow[];
}
export type FormField = Exclude<keyof ProductForm, 'props'>;
/** A field's error, or a characteristics row's (`props`). */
export type FormErrors = Partial<Record<FormField | 'props', string>>;

let rows = 0;
export const newRow = (key = '', value = '', unit = ''): PropRow => ({ id: ++rows, key, value, unit });

const text = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export const EMPTY_FORM: ProductForm = {
  itemCode: '',
  name: '',
  section: '',
  price: '',
  oldPrice: '',
  stock: '',
  heightMm: '',
  widthMm: '',
  depthMm: '',
  weightKg: '',
  description: '',
  props: [],
};

export const formOf = (product: AdminProduct): ProductForm => ({
  itemCode: product.itemCode,
  name: product.name,
  section: product.section,
  price: text(product.price),
  oldPrice: text(product.oldPrice),
  stock: text(product.stock),
  heightMm: text(product.heightMm),
  widthMm: text(product.widthMm),
  depthMm: text(product.depthMm),
  weightKg: text(product.weightKg),
  description: product.description,
  props: product.props.map((prop) => newRow(prop.key, prop.value, prop.unit)),
});

/** Whether the form differs from what it started from (row ids aside). */
export const isDirty = (form: ProductForm, start: ProductForm): boolean => {
  const plain = (f: ProductForm) => ({
    ...f,
    props: f.props.map(({ key, value, unit }) => [key, value, unit]),
  });
  return JSON.stringify(plain(form)) !== JSON.stringify(plain(start));
};

type Fields = Omit<CreateProductRequest, 'itemCode'>;

/**
 * The body the server takes, or the errors to show by the fields. The server checks everything again (and its
 * message for what only it knows lands by its field, `fieldOfMessage`); these are the mistakes a form can see.
 */
export function readForm(form: ProductForm): { fields: Fields } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const label = (field: FormField) => T.fields[field as keyof typeof T.fields].replace(/,.*$/, '');
  const number = (field: FormField, { required = false, whole = true } = {}): number | null => {
    const raw = form[field].trim().replace(/\s/g, '').replace(',', '.');
    if (raw === '') {
      if (required) errors[field] = T.errors.required(label(field));
      return null;
    }
    const value = Number(raw);
    if (!Number.isFinite(value) || !/^-?\d+(\.\d+)?$/.test(raw))
      errors[field] = T.errors.number(label(field));
    else if (whole && !Number.isInteger(value)) errors[field] = T.errors.whole(label(field));
    else if (value <= 0 && field !== 'stock') errors[field] = T.errors.positive(label(field));
    return value;
  };
  if (!form.name.trim()) errors.name = T.errors.required(label('name'));
  if (!form.section) errors.section = T.errors.section;
  const price = number('price');
  const oldPrice = number('oldPrice');
  if (oldPrice !== null && !errors.oldPrice && (price === null || oldPrice <= price)) {
    errors.oldPrice = T.errors.oldPrice;
  }
  const fields: Fields = {
    name: form.name.trim(),
    section: form.section,
    price,
    oldPrice,
    stock: number('stock'),
    heightMm: number('heightMm', { required: true }) ?? 0,
    widthMm: number('widthMm', { required: true }) ?? 0,
    depthMm: number('depthMm', { required: true }) ?? 0,
    weightKg: number('weightKg', { required: true, whole: false }) ?? 0,
    description: form.description.trim(),
    props: form.props.map(({ key, value, unit }) => ({
      key: key.trim(),
      value: value.trim(),
      unit: unit.trim(),
    })),
  };
  fields.props?.forEach((prop, i) => {
    if (errors.props) return;
    if (!prop.key) errors.props = T.errors.propKey(i + 1);
    else if (!prop.value) errors.props = T.errors.propValue(i + 1);
  });
  return Object.keys(errors).length > 0 ? { errors } : { fields };
}

/** Which field a server message is about: it names the field in «…» (`Поле «Цена»: …`). */
export function fieldOfMessage(message: string): FormField | 'props' | null {
  if (/Характеристик|«Значение»|«Единица»/.test(message)) return 'props';
  if (/Старая цена|«Старая цена»/.test(message)) return 'oldPrice';
  if (/[Рр]аздел/.test(message)) return 'section';
  const named = /«([^»]+)»/.exec(message)?.[1];
  const found = (Object.keys(T.fields) as FormField[]).find(
    (field) => T.fields[field as keyof typeof T.fields].replace(/,.*$/, '') === named,
  );
  return found ?? null;
}
