import { ENDPOINTS, useApi, type Category } from '@shop/shared';
import { ADMIN_TEXTS } from '../texts';

/** The category tree (GET /catalog/): the choices of the section modes, the names in the history. */
export const useCatalogTree = () => useApi<Category[]>(ENDPOINTS.catalogTree);

/** `/catalog/seyfy/dlya-oruzhiya` → `dlya-oruzhiya`. */
export const slugOf = (link: string): string => link.split('/').filter(Boolean).at(-1) ?? '';

/** How the history names a change's scope: `all`, `item:{code}` or a catalogue path, with section names. */
export function scopeTitle(scope: string, tree: Category[] = []): string {
  if (scope === 'all') return ADMIN_TEXTS.allProducts;
  if (scope.startsWith('item:')) return ADMIN_TEXTS.itemScope(scope.slice('item:'.length));
  const link = `/catalog/${scope}`;
  const category = tree.find((c) => link === c.categoryLink || link.startsWith(`${c.categoryLink}/`));
  if (!category) return scope;
  const subcategory = category.subcategories.find(
    (s) => link === s.subcategoryLink || link.startsWith(`${s.subcategoryLink}/`),
  );
  const section = subcategory?.subcategories.find((s) => s.subcategoryLink === link);
  return [category.categoryName, subcategory?.subcategoryName, section?.subcategoryName]
    .filter(Boolean)
    .join(' › ');
}
