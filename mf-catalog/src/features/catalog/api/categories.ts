import { ENDPOINTS, useApi, type Category } from '@shop/shared';

/** The category tree (spec: GET /catalog/), for the home grid and the category index. */
export function useCategoryTree() {
  return useApi<Category[]>(ENDPOINTS.catalogTree);
}

/**
 * One category with its subcategories (spec: GET /catalog/{categorySlug}/); `decidesPage` on the category's
 * own page, which exists if the category does.
 */
export function useCategory(slug: string, { decidesPage = false } = {}) {
  return useApi<Category>(ENDPOINTS.category(slug), { decidesPage });
}
