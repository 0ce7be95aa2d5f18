import { useSearchParams } from 'react-router-dom';
import { LISTING_PAGE_SIZE, TEXTS } from '@shop/shared';
import { WithData } from '../components/Notices';
import { PagedProducts } from '../components/PagedProducts';
import { usePageParams } from '../features/listing/hooks/usePageParams';
import { SEARCH_PAGE_LIMIT, useSearch } from '../features/search/api/search';
import { CorrectedQuery } from '../features/search/components/CorrectedQuery';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/search?query=…&page=n`: every result the API gives, 20 to a page. */
export default function SearchResults() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const { page, setPage, hrefFor } = usePageParams();
  const answer = useSearch(query, SEARCH_PAGE_LIMIT);

  if (!query) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{CATALOG_TEXTS.search.resultsTitle}</h1>
        <p className={styles.note}>{TEXTS.search.prompt}</p>
      </section>
    );
  }
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{CATALOG_TEXTS.search.resultsFor(query)}</h1>
      <WithData query={answer}>
        {(data) => (
          <>
            <CorrectedQuery answer={data} />
            <PagedProducts
              products={data.results.slice(start, start + LISTING_PAGE_SIZE)}
              page={page}
              totalPages={Math.ceil(data.results.length / LISTING_PAGE_SIZE)}
              hrefFor={hrefFor}
              onPageChange={setPage}
              empty={TEXTS.search.noResults}
            />
          </>
        )}
      </WithData>
    </section>
  );
}
