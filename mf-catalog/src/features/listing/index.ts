/** Listings: a section's products with sorting and paging, and the URL state both keep. */
export { useListing } from './api/listing';
export { ListingNav } from './components/ListingNav';
export { SortDropdown } from './components/SortDropdown';
export { LISTING_SORTS, type SortChoice, usePageParams } from './hooks/usePageParams';
