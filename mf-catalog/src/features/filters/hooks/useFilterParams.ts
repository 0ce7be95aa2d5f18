import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListingFilters, readFilters, writeFilters } from '@shop/shared';

/**
 * The chosen filters live in the URL beside sort and page (`?sort=price_asc&price_to=30000&f.Тип замка=…`),
 * so a link, a reload, Back and Forward all show the same list. A change pushes a history entry through
 * the router (no full reload) and starts again at page 1; other parameters (sort, a search query) stay.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: ListingFilters) => {
      const params = writeFilters(next, new URLSearchParams(search));
      params.delete('page');
      setSearchParams(params);
    },
    [search, setSearchParams],
  );
  return { filters, setFilters };
}
