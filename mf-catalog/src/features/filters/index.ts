/**
 * Listing filters: the panel (a column, or a full-screen dialog on a phone), the chips of the
 * chosen filters, the «Найдено N товаров» line and the filters' URL state. Any page with a list and a
 * filters call can mount them: `useFilterParams` for the state, the facets of its own call.
 */
export { useListingFilters } from './api/useListingFilters';
export { FilterChips } from './components/FilterChips';
export { Filters } from './components/Filters';
export { FoundCount } from './components/FoundCount';
export { useFilterParams } from './hooks/useFilterParams';
