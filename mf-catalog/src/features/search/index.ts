/** Product search: the header's box with its dropdown, and what the full results page needs. */
export { useSearch, useSearchFilters } from './api/search';
export { CorrectedQuery } from './components/CorrectedQuery';
export { SearchBox } from './components/SearchBox';
