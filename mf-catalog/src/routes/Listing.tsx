import { useLocation, useParams } from 'react-router-dom';
import { ErrorNotice, TEXTS, catalogPath, hasFilters } from '@shop/shared';
import { CompareLink } from '../components/CompareLink';
import { WithData } from '../components/Notices';
import { PageHead } from '../components/PageHead';
import { PageSkeleton } from '../components/PageSkeleton';
import { useCategory } from '../features/catalog';
import { PagedProducts } from '../components/PagedProducts';
import { FilterChips, Filters, FoundCount, useFilterParams, useListingFilters } from '../features/filters';
import { LISTING_SORTS, ListingNav, SortDropdown, useListing, usePageParams } from '../features/listing';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/{category}/{primary}` and `/catalog/{category}/{primary}/{secondary}`, with the filter panel. */
export default function Listing() {
  const { category = '', primary = '', secondary } = useParams();
  const path = catalogPath(category, primary, ...(secondary ? [secondary] : []));
  const { page, sort, orders, setPage, correctPage, setSort, hrefFor } = usePageParams(LISTING_SORTS);
  const { filters, setFilters } = useFilterParams();
  const listing = useListing(path, page, sort, filters);
  const facets = useListingFilters(path, filters);
  // The crumbs and sections come from the category's call: the page waits for its answer (or failure),
  // so they never push the list down when they arrive.
  const nav = useCategory(category);
  const navSettled = nav.data !== undefined || nav.error !== undefined;
  const { search } = useLocation();

  return (
    <WithData query={listing} notFound={CATALOG_TEXTS.catalog.notFound} placeholder={<PageSkeleton />}>
      {(data) =>
        !navSettled ? (
          <PageSkeleton />
        ) : (
          <section className={styles.page}>
            <ListingNav category={category} primary={primary} title={data.title ?? ''} />
            <PageHead
              title={page > 1 ? TEXTS.listing.pageTitle(data.title ?? '', page) : (data.title ?? '')}
              page={{
                kind: 'listing',
                name: data.title ?? '',
                path,
                query: search,
                total: data.pagination.total,
                category: nav.data,
              }}
            />
            <h1 className={styles.title}>{data.title}</h1>
            <div className={styles.withFilters}>
              <Filters facets={facets.data} filters={filters} onChange={setFilters} />
              <div className={styles.results}>
                <FilterChips filters={filters} facets={facets.data} onChange={setFilters} />
                <FoundCount total={data.pagination.total} />
                {/* The previous page stays on screen when the next one fails to load. */}
                {listing.error && <ErrorNotice onRetry={() => void listing.mutate()} />}
                <PagedProducts
                  products={data.products}
                  page={page}
                  totalPages={data.pagination.totalPages}
                  hrefFor={hrefFor}
                  onPageChange={setPage}
                  onPageOutOfRange={correctPage}
                  toolbar={
                    <div className={styles.tools}>
                      <SortDropdown value={sort} orders={orders} onChange={setSort} />
                      <CompareLink />
                    </div>
                  }
                  busy={listing.isValidating}
                  empty={hasFilters(filters) ? CATALOG_TEXTS.filters.nothing : CATALOG_TEXTS.listing.empty}
                />
              </div>
            </div>
          </section>
        )
      }
    </WithData>
  );
}
