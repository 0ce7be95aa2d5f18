import type { ReactNode } from 'react';
import { type ListingFilters, type ListingFiltersResponse, parseRange, useInBrowser } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { setPrice, setRange, toggleValue } from '../utils';
import { RangeFields } from './RangeFields';
import { ValueList } from './ValueList';
import styles from './FilterPanel.module.css';

const texts = CATALOG_TEXTS.filters;

export interface FilterPanelProps {
  /** The section's filters with their counts; the panel is empty until they arrive. */
  facets: ListingFiltersResponse | undefined;
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
}

/** Price, availability and the section's characteristics, each control labelled for screen readers. */
export function FilterPanel({ facets, filters, onChange }: FilterPanelProps) {
  if (!facets) return null;
  return (
    <OffUntilBrowser>
      <RangeFields
        legend={texts.price}
        value={{ from: filters.priceFrom, to: filters.priceTo }}
        min={facets.price.min}
        max={facets.price.max}
        whole
        onChange={(range) => onChange(setPrice(filters, range))}
      />
      <label className={`${styles.check} ${styles.group}`}>
        <input
          type="checkbox"
          checked={Boolean(filters.available)}
          disabled={facets.available === 0 && !filters.available}
          onChange={(event) => onChange({ ...filters, available: event.target.checked })}
        />
        <span>{texts.available}</span>
        <span className={styles.count}>{facets.available}</span>
      </label>
      {facets.props.map((facet) =>
        facet.type === 'range' ? (
          <RangeFields
            key={facet.key}
            legend={facet.unit ? `${facet.key}, ${facet.unit}` : facet.key}
            value={parseRange(filters.props[facet.key]?.[0] ?? '') ?? {}}
            min={facet.min}
            max={facet.max}
            onChange={(range) => onChange(setRange(filters, facet.key, range))}
          />
        ) : (
          <ValueList
            key={facet.key}
            legend={facet.key}
            values={facet.values}
            chosen={filters.props[facet.key] ?? []}
            onToggle={(value, on) => onChange(toggleValue(filters, facet.key, value, on))}
          />
        ),
      )}
    </OffUntilBrowser>
  );
}

/**
 * The panel's fieldset, off in the server's markup: a tick before the page's code runs would change nothing.
 * Its own component, so that turning it on after hydration (a synchronous render, `useInBrowser`) renders the
 * fieldset alone and not the hundreds of controls inside it.
 */
function OffUntilBrowser({ children }: { children: ReactNode }) {
  const ready = useInBrowser();
  return (
    <fieldset className={styles.panel} disabled={!ready}>
      {children}
    </fieldset>
  );
}
