import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner, usePageRedirect, VisuallyHidden, type Product } from '@shop/shared';
import { REDUCED_MOTION } from '../lib/useMediaQuery';
import { Paginator } from './Paginator';
import { CATALOG_TEXTS } from '../texts';
import { ProductGrid } from './ProductCard';
import styles from './PagedProducts.module.css';

interface PagedProductsProps {
  products: Product[];
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPageChange: (page: number) => void;
  /**
   * The URL's page is past the last (a stale bookmark or result): show the last one, URL corrected. On the
   * server the answer is a 302 to the last page's address (`hrefFor`), the other parameters kept.
   */
  onPageOutOfRange: (lastPage: number) => void;
  /** Controls shown beside the top pagination (the sort button). */
  toolbar?: ReactNode;
  /** The next page is loading while the current one stays on screen. */
  busy?: boolean;
  empty: string;
}

/**
 * Products with pagination at the top and the bottom; a page change scrolls back to the top of the list.
 * A page past the last is replaced by the last one; «empty» is said only when there is no page at all, so
 * the list never says «no products» under a count of them.
 */
export function PagedProducts({
  products,
  page,
  totalPages,
  hrefFor,
  onPageChange,
  onPageOutOfRange,
  toolbar,
  busy = false,
  empty,
}: PagedProductsProps) {
  const topRef = useRef<HTMLDivElement>(null);
  const pastLast = totalPages > 0 && page > totalPages;
  const { pathname } = useLocation();
  usePageRedirect(pastLast ? `${pathname}${hrefFor(totalPages)}` : null);
  useEffect(() => {
    if (pastLast) onPageOutOfRange(totalPages);
  }, [pastLast, totalPages, onPageOutOfRange]);
  const changePage = (next: number) => {
    onPageChange(next);
    const smooth = typeof window.matchMedia === 'function' && !window.matchMedia(REDUCED_MOTION).matches;
    topRef.current?.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  };
  const paginator = (label: string) => (
    <Paginator page={page} totalPages={totalPages} hrefFor={hrefFor} onChange={changePage} label={label} />
  );
  return (
    <div ref={topRef} className={styles.wrap} aria-busy={busy}>
      <div className={styles.toolbar}>
        {toolbar}
        {paginator(CATALOG_TEXTS.listing.pages)}
      </div>
      {busy && (
        <div className={styles.busy}>
          <Spinner size="small" />
        </div>
      )}
      {/* The cards' names are h3: the list is a section of the page under its h1. */}
      <VisuallyHidden as="h2">{CATALOG_TEXTS.listing.products}</VisuallyHidden>
      {products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        totalPages === 0 && <p className={styles.empty}>{empty}</p>
      )}
      {products.length > 0 && paginator(CATALOG_TEXTS.listing.pagesBelow)}
    </div>
  );
}
