import { ENDPOINTS, parsePercentage } from '@shop/shared';
import { ADMIN_TEXTS } from '../../../texts';

/** The six modes of the admin page (spec section 2); the mode decides the form and the call. */
export const MODES = ['item', 'category', 'subcategory', 'subcategory2', 'all', 'availability'] as const;
export type Mode = (typeof MODES)[number];

/** What the admin typed or chose; sections by slug. Kept across modes, so switching loses nothing. */
export interface PriceForm {
  itemCode: string;
  percentage: string;
  category: string;
  subcategory: string;
  subcategory2: string;
}
export type Field = keyof PriceForm;
export type FormErrors = Partial<Record<Field, string>>;

export const EMPTY_FORM: PriceForm = {
  itemCode: '',
  percentage: '',
  category: '',
  subcategory: '',
  subcategory2: '',
};

/** How many catalogue levels a mode asks for: 0 none, 1 the category, 2 and 3 the subcategories. */
export const SECTION_DEPTH: Record<Mode, number> = {
  item: 0,
  category: 1,
  subcategory: 2,
  subcategory2: 3,
  all: 0,
  availability: 0,
};

const SECTION_FIELDS = ['category', 'subcategory', 'subcategory2'] as const;

/** The fields a mode shows, in order. */
export function fieldsOf(mode: Mode): Field[] {
  const fields: Field[] = mode === 'item' || mode === 'availability' ? ['itemCode'] : [];
  fields.push(...SECTION_FIELDS.slice(0, SECTION_DEPTH[mode]));
  if (mode !== 'availability') fields.push('percentage');
  return fields;
}

/**
 * Spec section 5: item code and percentage required, the percentage numeric (negative or decimal; the
 * server keeps it within −90…1000 and says so), subcategory 2 required in its mode.
 */
export function validate(mode: Mode, form: PriceForm): FormErrors {
  const errors: FormErrors = {};
  for (const field of fieldsOf(mode)) {
    const value = form[field].trim();
    if (!value) errors[field] = ADMIN_TEXTS.errors[field];
    else if (field === 'percentage' && parsePercentage(value) === null) {
      errors.percentage = ADMIN_TEXTS.errors.percentageNumber;
    }
  }
  return errors;
}

/** The call of a price mode (spec section 7). */
export function pricePath(mode: Exclude<Mode, 'availability'>, form: PriceForm): string {
  if (mode === 'item') return ENDPOINTS.adminItemPrice(form.itemCode.trim());
  const slugs = [form.category, form.subcategory, form.subcategory2].slice(0, SECTION_DEPTH[mode]);
  return ENDPOINTS.adminPrices(...slugs);
}
