/** The catalogue tree: the category index, category pages and the breadcrumbs of listings. */
export { useCategory, useCategoryTree } from './api/categories';
export { CategoryCard } from './components/CategoryCard';
export { SubcategoryTiles } from './components/SubcategoryTiles';
