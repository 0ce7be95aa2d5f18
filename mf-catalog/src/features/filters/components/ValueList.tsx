import { useId, useState } from 'react';
import { TEXTS } from '@shop/shared';
import styles from './FilterPanel.module.css';

/** Longer lists are folded after this many values. */
const FOLD_AFTER = 5;

interface ValueListProps {
  legend: string;
  values: Array<{ value: string; count: number }>;
  chosen: string[];
  onToggle: (value: string, on: boolean) => void;
}

/**
 * A characteristic's values as checkboxes with the number of items each would leave; a value that would
 * leave none stays visible but disabled (unless chosen, so it can be unticked).
 */
export function ValueList({ legend, values, chosen, onToggle }: ValueListProps) {
  const foldedChosen = values.slice(FOLD_AFTER).some((v) => chosen.includes(v.value));
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const open = expanded || foldedChosen;
  const shown = open ? values : values.slice(0, FOLD_AFTER);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul id={listId} className={styles.values}>
        {shown.map(({ value, count }) => {
          const checked = chosen.includes(value);
          return (
            <li key={value}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={count === 0 && !checked}
                  onChange={(event) => onToggle(value, event.target.checked)}
                />
                <span>{value}</span>
                <span className={styles.count}>{count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {values.length > FOLD_AFTER && !foldedChosen && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setExpanded(!open)}
        >
          {open ? TEXTS.listing.collapse : TEXTS.listing.expand}
        </button>
      )}
    </fieldset>
  );
}
