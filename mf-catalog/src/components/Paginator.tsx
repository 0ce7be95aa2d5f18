import { cloneElement, type ReactElement } from 'react';
import ReactPaginate from 'react-paginate';
import { PAGINATION } from '@shop/shared';
import { CATALOG_TEXTS } from '../texts';
import styles from './Paginator.module.css';

interface PaginatorProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  /** The address of a page, so every page is a real link (open in a new tab, copy). */
  hrefFor: (page: number) => string;
  onChange: (page: number) => void;
  /** The navigation's name: the top and the bottom pagination of one list need different names. */
  label: string;
}

const t = CATALOG_TEXTS.listing;

/**
 * react-paginate's list without the role and name it always gives it (a navigation named «Pagination», no
 * prop changes them): a list cannot be a landmark (its items stop being list items), and the landmark is our
 * <nav> around it. Taken off the element it renders, so the server's page has them off too: taken off the
 * DOM after hydration, a page read before its part hydrated (a crawler, a screen reader, axe) had them.
 */
class PageList extends ReactPaginate {
  override render() {
    const list = super.render() as ReactElement<{ role?: string; 'aria-label'?: string }>;
    return cloneElement(list, { role: undefined, 'aria-label': undefined });
  }
}

/** react-paginate with the spec's settings: 2 margin pages, 3 around the current one, labels < and >. */
export function Paginator({ page, totalPages, hrefFor, onChange, label }: PaginatorProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <PageList
        pageCount={totalPages}
        forcePage={Math.min(page, totalPages) - 1}
        marginPagesDisplayed={PAGINATION.marginPages}
        pageRangeDisplayed={PAGINATION.pageRange}
        previousLabel={PAGINATION.previousLabel}
        nextLabel={PAGINATION.nextLabel}
        previousAriaLabel={t.previousPage}
        nextAriaLabel={t.nextPage}
        breakAriaLabels={{ forward: t.jumpForward, backward: t.jumpBackward }}
        ariaLabelBuilder={(n, selected) => (selected ? t.currentPage(n) : t.page(n))}
        hrefBuilder={(n) => hrefFor(n)}
        onPageChange={({ selected }) => onChange(selected + 1)}
        containerClassName={styles.pages}
        pageLinkClassName={styles.link}
        previousLinkClassName={styles.link}
        nextLinkClassName={styles.link}
        breakLinkClassName={styles.link}
        activeLinkClassName={styles.active}
        disabledClassName={styles.disabled}
      />
    </nav>
  );
}
