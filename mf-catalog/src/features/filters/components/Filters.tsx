import { useState } from 'react';
import { Modal, formatItemsCount } from '@shop/shared';
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
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <aside className={styles.column} aria-label={texts.title}>
        <h2 className={styles.heading}>{texts.title}</h2>
        <FilterPanel {...props} />
      </aside>
    );
  }
  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
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
