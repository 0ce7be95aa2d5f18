import type { Product } from '@shop/shared';
import { useApi } from '../../../lib/useApi';

/** A product with its image array (spec: GET /catalog/item/{itemCode}/). */
export function useProduct(itemCode: string) {
  return useApi<Product>(`/catalog/item/${encodeURIComponent(itemCode)}/`);
}
