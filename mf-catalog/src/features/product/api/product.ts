import { ENDPOINTS, useApi, type Item } from '@shop/shared';

/**
 * A product with its image array and its sections (spec: GET /catalog/item/{itemCode}/): its product page
 * exists if it does.
 */
export function useProduct(itemCode: string) {
  return useApi<Item>(ENDPOINTS.item(itemCode), { decidesPage: true });
}
