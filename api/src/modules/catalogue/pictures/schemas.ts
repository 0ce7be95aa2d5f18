import { itemCode } from '@shop/shared/contract';
import { z } from 'zod';

/** The picture calls' route parameters (the server's own); bodies and answers are the contract's. */
export const itemParamsSchema = z.object({ itemCode: itemCode() });
export const pictureParamsSchema = z.object({
  itemCode: itemCode(),
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Номер фотографии'),
});
export const fileParamsSchema = z.object({ file: z.string().max(100) });
