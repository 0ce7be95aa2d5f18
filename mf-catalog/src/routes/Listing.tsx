import { useParams } from 'react-router-dom';
import { CompareLink } from '../components/CompareLink';
import { LoadState } from '../components/Notices';
import { PagedProducts } from '../components/PagedProducts';
import { useListing } from '../features/listing/api/listing';
import { SortDropdown } from '../features/listing/components/SortDropdown';
import { usePageParams } from '../features/listing/hooks/usePageParams';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/{category}/{primary}` and `/catalog/{category}/{primary}/{secondary}`. */
export default function Listing() {
  const { category = '', primary = '', secondary } = useParams();
  const path = ['/catalog', category, primary, secondary].filter(Boolean).join('/');
  const { page, sort, setPage, setSort, hrefFor } = usePageParams();
  const { data, error, isLoading, isValidating, mutate } = useListing(path, page, sort);

  if (!data) {
    return (
      <LoadState
        error={error}
        isLoading={isLoading}
        retry={() => void mutate()}
        notFound={CATALOG_TEXTS.catalog.notFound}
      />
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{data.title}</h1>
      {error && <LoadState error={error} isLoading={false} retry={() => void mutate()} />}
      <PagedProducts
        products={data.products}
        page={page}
        totalPages={data.pagination.totalPages}
        hrefFor={hrefFor}
        onPageChange={setPage}
        toolbar={
          <div className={styles.tools}>
            <SortDropdown value={sort} onChange={setSort} />
            <CompareLink />
          </div>
        }
        busy={isValidating}
        empty={CATALOG_TEXTS.listing.empty}
      />
    </section>
  );
}
