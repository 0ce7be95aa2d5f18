import { z } from 'zod';
import { STORAGE_KEYS } from '../domain/constants';
import { storedItemSchema } from './entries';
import { buyerSchema, deliverySchema, orderSchema } from './orders';

/** What each browser storage key holds (spec sections 3 and 9): plain JSON that any remote can read. */

export const payTypeSchema = z.literal('CASH');
export type PayType = z.infer<typeof payTypeSchema>;

export const cityPreferenceSchema = z.object({ city: z.string().min(1) });
export type CityPreference = z.infer<typeof cityPreferenceSchema>;

/** Saved under `pendingOrder` before sending and kept for a retry while the order is not confirmed. */
export const pendingOrderSchema = z.object({
  user: buyerSchema,
  delivery: deliverySchema,
  items: z.array(storedItemSchema),
  payType: payTypeSchema,
  totalPrice: z.number().int(),
  oldPrice: z.number().int(),
  timestamp: z.string().describe('ISO 8601'),
  /** Generated once per pending order and sent as the Idempotency-Key header by every try. */
  idempotencyKey: z.string().min(1),
});
// The buyer is kept as the client sends it (`BuyerRequest`): a private person has no company fields.
export type PendingOrder = z.input<typeof pendingOrderSchema>;

/**
 * Saved under `placedOrders` (newest first) when the server confirms an order: the order as the orders
 * list shows it, numbered by the server, plus the item codes the server left out and the order's key. A
 * guest's `/orders` page lists these; a logged-in buyer's page uses them to name the skipped items of an
 * order; login and registration send their numbers and keys to claim the guest orders for the account.
 */
export const placedOrderSchema = orderSchema.extend({
  skipped: z.array(z.string()),
  /** The order's Idempotency-Key: the proof that this browser placed it, when a guest order is claimed. */
  idempotencyKey: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const storageSchemas = {
  [STORAGE_KEYS.basket]: z.array(storedItemSchema),
  [STORAGE_KEYS.favorite]: z.array(storedItemSchema),
  [STORAGE_KEYS.compare]: z.array(storedItemSchema),
  [STORAGE_KEYS.city]: cityPreferenceSchema,
  [STORAGE_KEYS.pendingOrder]: pendingOrderSchema.nullable(),
  [STORAGE_KEYS.placedOrders]: z.array(placedOrderSchema),
} as const;

/** The stored values, key by key, as the shop store holds them in memory. */
export type StoredState = { [K in keyof typeof storageSchemas]: z.input<(typeof storageSchemas)[K]> };
export type StoredKey = keyof StoredState;
