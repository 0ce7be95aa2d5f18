import { useState } from 'react';
import { Modal, formatItemsCount, useInBrowser } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { chosenCount } from '../utils';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import styles from './Filters.module.css';

const texts = CATALOG_TEXTS.filters;

/**
 * The filter panel where the page puts it: a column beside the list on a wide screen; on a phone a
 * «Фильтры» button opening the panel full-screen, whose «Показать N товаров» closes it onto the list.
 * It knows nothing of listings: give it the facets and the filters (search results can mount it too).
 *
 * Both are always in the page and CSS shows the one that fits the screen (the breakpoint of the rest of this
 * remote, Home): the server does not know the screen, and choosing in script removed the column from a
 * hydrated phone's page in one synchronous render, a long task on the phone's slow CPU.
 */
export function Filters(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className={`${styles.column} ${styles.wideOnly}`} aria-label={texts.title}>
        <h2 className={styles.heading}>{texts.title}</h2>
        <FilterPanel {...props} />
      </aside>
      <OpenButton count={chosenCount(props.filters)} onOpen={() => setOpen(true)} />
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

/** «Фильтры»: off in the server's markup, where a press before the page's code runs would open nothing. */
function OpenButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  const ready = useInBrowser();
  return (
    <button
      type="button"
      className={`${styles.open} ${styles.phoneOnly}`}
      aria-haspopup="dialog"
      disabled={!ready}
      onClick={onOpen}
    >
      {texts.open(count)}
    </button>
  );
}
