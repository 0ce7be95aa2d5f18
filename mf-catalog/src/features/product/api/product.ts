import { ENDPOINTS, useApi, type Product } from '@shop/shared';

/** A product with its image array (spec: GET /catalog/item/{itemCode}/). */
export function useProduct(itemCode: string) {
  return useApi<Product>(ENDPOINTS.item(itemCode));
}
