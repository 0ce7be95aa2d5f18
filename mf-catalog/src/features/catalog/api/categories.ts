import type { Category } from '@shop/shared';
import { useApi } from '../../../lib/useApi';

/** The category tree (spec: GET /catalog/), for the home grid and the category index. */
export function useCategoryTree() {
  return useApi<Category[]>('/catalog/');
}

/** One category with its subcategories (spec: GET /catalog/{categorySlug}/). */
export function useCategory(slug: string) {
  return useApi<Category>(`/catalog/${encodeURIComponent(slug)}/`);
}
