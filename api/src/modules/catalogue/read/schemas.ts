import { z } from 'zod';

/**
 * The catalogue's route parameters (the server's own); the query and answer shapes are the contract's
 * (`@shop/shared/contract`). Only the length is bounded here: what a slug or an item code may look like is
 * checked in service.ts, where anything else answers 404.
 */
const slug = z.string().max(200);
export const categoryParamsSchema = z.object({ category: slug });
export const listingParamsSchema = z.object({ category: slug, primary: slug, secondary: slug.optional() });
export const itemParamsSchema = z.object({ itemCode: z.string().max(100) });
export const imageParamsSchema = z.object({ file: z.string().max(100) });
