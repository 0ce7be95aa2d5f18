import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_SEARCH_SORT,
  ErrorNotice,
  LISTING_PAGE_SIZE,
  SEARCH_SORT_ORDERS,
  SEARCH_TOTAL_MAX,
  type SearchSortOrder,
  TEXTS,
  hasFilters,
  useSeoPage,
} from '@shop/shared';
import { WithData } from '../components/Notices';
import { PageSkeleton } from '../components/PageSkeleton';
import { PagedProducts } from '../components/PagedProducts';
import { FilterChips, Filters, FoundCount, useFilterParams } from '../features/filters';
import { type SortChoice, SortDropdown, usePageParams } from '../features/listing';
import { CorrectedQuery, useSearch, useSearchFilters } from '../features/search';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** Best match first unless the buyer picks one of the listing's orders. */
const SEARCH_SORTS: SortChoice<SearchSortOrder> = {
  orders: SEARCH_SORT_ORDERS,
  defaultSort: DEFAULT_SEARCH_SORT,
};

/**
 * `/catalog/search?query=…&page=n&sort=…&price_to=…&f.<key>=…`: the matches paged by the API, 20 to a page,
 * in the listing's sorts or by relevance (the default), with the listing's filter panel over the matches;
 * query, page, sort and filters live in the URL, so links, reloads, Back and Forward work.
 */
export default function SearchResults() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const { page, sort, orders, setPage, correctPage, setSort, hrefFor } = usePageParams(SEARCH_SORTS);
  const { filters, setFilters } = useFilterParams();
  const answer = useSearch(query, LISTING_PAGE_SIZE, { page, sort, filters });
  const facets = useSearchFilters(query, filters);
  useSeoPage({ kind: 'search', query });

  if (!query) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{CATALOG_TEXTS.search.resultsTitle}</h1>
        <p className={styles.note}>{TEXTS.search.prompt}</p>
      </section>
    );
  }
  const filtered = hasFilters(filters);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{CATALOG_TEXTS.search.resultsFor(query)}</h1>
      <WithData query={answer} placeholder={<PageSkeleton title={false} />}>
        {(data) => {
          const list = (
            <PagedProducts
              products={data.results}
              page={page}
              totalPages={Math.ceil(data.total / LISTING_PAGE_SIZE)}
              hrefFor={hrefFor}
              onPageChange={setPage}
              onPageOutOfRange={correctPage}
              toolbar={data.total > 0 && <SortDropdown value={sort} orders={orders} onChange={setSort} />}
              busy={answer.isValidating}
              empty={filtered ? CATALOG_TEXTS.filters.nothing : TEXTS.search.noResults}
            />
          );
          return (
            <>
              <CorrectedQuery answer={data} />
              {answer.error && <ErrorNotice onRetry={() => void answer.mutate()} />}
              {/* Nothing found for the words: no panel, only the spec's text. */}
              {data.total === 0 && !filtered ? (
                list
              ) : (
                <div className={styles.withFilters}>
                  <Filters facets={facets.data} filters={filters} onChange={setFilters} />
                  <div className={styles.results}>
                    <FilterChips filters={filters} facets={facets.data} onChange={setFilters} />
                    {/* The API counts at most SEARCH_TOTAL_MAX matches (its bound on cost). */}
                    <FoundCount total={data.total} atLeast={data.total >= SEARCH_TOTAL_MAX} />
                    {list}
                  </div>
                </div>
              )}
            </>
          );
        }}
      </WithData>
    </section>
  );
}
