import { hasNoControlCharacters, itemCode } from '@shop/shared/contract';
import { z } from 'zod';

/**
 * The admin calls' route parameters (the server's own); the bodies and answers are the contract's
 * (`@shop/shared/contract`). A path segment is a slug or a name, as the admin typed it.
 */
const segment = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Укажите ${label}`)
    .max(200, `Поле «${label}»: не более 200 символов`)
    .refine(hasNoControlCharacters, `Поле «${label}» содержит недопустимые символы`);
export const itemParamsSchema = z.object({ itemCode: itemCode() });
export const scopeParamsSchema = z.object({
  category: segment('категорию'),
  subcategory: segment('подкатегорию').optional(),
  subcategory2: segment('подкатегорию второго уровня').optional(),
});
export const changeParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Номер изменения в истории'),
});
