import { useSearchParams } from 'react-router-dom';
import { LISTING_PAGE_SIZE, SEARCH_LIMIT_MAX, TEXTS } from '@shop/shared';
import { WithData } from '../components/Notices';
import { PagedProducts } from '../components/PagedProducts';
import { usePageParams } from '../features/listing';
import { CorrectedQuery, useSearch } from '../features/search';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/search?query=…&page=n`: every result the API gives, 20 to a page. */
export default function SearchResults() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('query') ?? '').trim();
  const { page, setPage, hrefFor } = usePageParams();
  const answer = useSearch(query, SEARCH_LIMIT_MAX);

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
