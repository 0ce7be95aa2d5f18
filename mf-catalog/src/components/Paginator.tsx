import {
  cloneElement,
  type ComponentClass,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import ReactPaginate, { type ReactPaginateProps } from 'react-paginate';
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

/** What react-paginate's break element (its «...») is given. */
interface BreakProps {
  breakLabel?: ReactNode;
  breakAriaLabel?: string;
  breakClassName?: string;
  breakLinkClassName?: string;
  breakHandler: (event: MouseEvent) => void;
}

/** react-paginate's props and the address of a page (its `hrefBuilder` is typed as returning nothing). */
type PageListProps = ReactPaginateProps & { hrefFor: (page: number) => string };

const isBreak = (item: ReactNode): item is ReactElement<BreakProps> =>
  isValidElement<Partial<BreakProps>>(item) && typeof item.props.breakHandler === 'function';

/**
 * react-paginate's list without the role and name it always gives it (a navigation named «Pagination», no
 * prop changes them): a list cannot be a landmark (its items stop being list items), and the landmark is our
 * <nav> around it. Taken off the element it renders, so the server's page has them off too: taken off the
 * DOM after hydration, a page read before its part hydrated (a crawler, a screen reader, axe) had them.
 * Its «...» is an anchor without an address: here a real link to the page it jumps to, so a crawler or a
 * buyer without scripts reaches it too, and a click still goes through react-paginate's own handler.
 */
class PageList extends (ReactPaginate as unknown as ComponentClass<PageListProps>) {
  override render() {
    const list = super.render() as ReactElement<{
      role?: string;
      'aria-label'?: string;
      children: [ReactNode, ReactNode[], ReactNode];
    }>;
    const [previous, items, next] = list.props.children;
    const { pageCount, pageRangeDisplayed = PAGINATION.pageRange, hrefFor } = this.props;
    const selected = (this.state as { selected: number }).selected;
    const linked = items.map((item) => {
      if (!isBreak(item)) return item;
      const { breakLabel, breakAriaLabel, breakClassName, breakLinkClassName, breakHandler } = item.props;
      const jump =
        Number(item.key) > selected
          ? Math.min(selected + pageRangeDisplayed, pageCount - 1)
          : Math.max(selected - pageRangeDisplayed, 0);
      return (
        <li key={item.key} className={breakClassName}>
          <a
            className={breakLinkClassName}
            href={hrefFor(jump + 1)}
            aria-label={breakAriaLabel}
            onClick={breakHandler}
          >
            {breakLabel}
          </a>
        </li>
      );
    });
    return cloneElement(list, { role: undefined, 'aria-label': undefined }, previous, linked, next);
  }
}

/**
 * react-paginate with the spec's settings: 2 margin pages, 3 around the current one, labels < and >. The
 * first page's «<» and the last's «>» lead nowhere: no address, so no `rel` either (an anchor with a `rel`
 * needs an `href`).
 */
export function Paginator({ page, totalPages, hrefFor, onChange, label }: PaginatorProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav className={styles.nav} aria-label={label}>
      <PageList
        pageCount={totalPages}
        forcePage={current - 1}
        marginPagesDisplayed={PAGINATION.marginPages}
        pageRangeDisplayed={PAGINATION.pageRange}
        previousLabel={PAGINATION.previousLabel}
        nextLabel={PAGINATION.nextLabel}
        previousAriaLabel={t.previousPage}
        nextAriaLabel={t.nextPage}
        prevRel={current > 1 ? 'prev' : null}
        nextRel={current < totalPages ? 'next' : null}
        breakAriaLabels={{ forward: t.jumpForward, backward: t.jumpBackward }}
        ariaLabelBuilder={(n, selected) => (selected ? t.currentPage(n) : t.page(n))}
        hrefBuilder={(n) => hrefFor(n)}
        hrefFor={hrefFor}
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
