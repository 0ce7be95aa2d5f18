import type { ListingFilters, ListingFiltersResponse } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { chipsOf } from '../utils';
import styles from './Filters.module.css';

const texts = CATALOG_TEXTS.filters;

interface FilterChipsProps {
  filters: ListingFilters;
  facets: ListingFiltersResponse | undefined;
  onChange: (filters: ListingFilters) => void;
}

/** The chosen filters as removable chips, with «Сбросить все»; nothing when none is chosen. */
export function FilterChips({ filters, facets, onChange }: FilterChipsProps) {
  const chips = chipsOf(filters, facets);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={texts.chosen}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            className={styles.chip}
            aria-label={texts.remove(chip.label)}
            onClick={() => onChange(chip.without)}
          >
            {chip.label}
            <span aria-hidden="true"> ×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.clear} onClick={() => onChange({ props: {} })}>
          {texts.clearAll}
        </button>
      </li>
    </ul>
  );
}
