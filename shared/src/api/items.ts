import { apiGet } from '@shop/shared/kernel';
import type { ItemsResponse, Product } from '../contract';
import { ENDPOINTS } from '../domain/endpoints';

/**
 * The shop's current data of the stored items, with one request (`GET /catalog/items/?codes=`); an item
 * the shop no longer has maps to null.
 */
export async function fetchItems(itemCodes: readonly string[]): Promise<Map<string, Product | null>> {
  const { items } = await apiGet<ItemsResponse>(ENDPOINTS.items(itemCodes));
  const byCode = new Map(items.map((item) => [item.itemCode, item]));
  return new Map(itemCodes.map((code) => [code, byCode.get(code) ?? null]));
}
