import { useState } from 'react';
import { Modal, formatItemsCount, useInBrowser } from '@shop/shared';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { CATALOG_TEXTS } from '../../../texts';
import { chosenCount } from '../utils';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import styles from './Filters.module.css';

const texts = CATALOG_TEXTS.filters;
/** Phones: the same breakpoint as the rest of this remote (Home). */
const PHONE = '(max-width: 767px)';

/**
 * The filter panel where the page puts it: a column beside the list on a wide screen; on a phone a
 * «Фильтры» button opening the panel full-screen, whose «Показать N товаров» closes it onto the list.
 * It knows nothing of listings: give it the facets and the filters (search results can mount it too).
 */
export function Filters(props: FilterPanelProps) {
  const phone = useMediaQuery(PHONE);
  // The server does not know the screen: its page has both, and CSS shows the one that fits until the
  // page's code decides (nothing moves on a phone when it does).
  const undecided = !useInBrowser();
  const [open, setOpen] = useState(false);
  const column = (
    <aside className={`${styles.column} ${undecided ? styles.wideOnly : ''}`} aria-label={texts.title}>
      <h2 className={styles.heading}>{texts.title}</h2>
      <FilterPanel {...props} />
    </aside>
  );
  if (!phone && !undecided) return column;
  return (
    <>
      {undecided && column}
      <button
        type="button"
        className={`${styles.open} ${undecided ? styles.phoneOnly : ''}`}
        aria-haspopup="dialog"
        // Off in the server's markup: a press before the page's code runs would open nothing.
        disabled={undecided}
        onClick={() => setOpen(true)}
      >
        {texts.open(chosenCount(props.filters))}
      </button>
      {open && (
        <Modal
          title={texts.title}
          onClose={() => setOpen(false)}
          className={styles.dialog}
          backdropClassName={styles.backdrop}
        >
          <div className={styles.dialogBody}>
            <FilterPanel {...props} />
          </div>
          <button type="button" className={styles.show} onClick={() => setOpen(false)}>
            {texts.show(formatItemsCount(props.facets?.total ?? 0))}
          </button>
        </Modal>
      )}
    </>
  );
}
