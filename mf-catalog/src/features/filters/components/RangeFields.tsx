import { useId, useState, type KeyboardEvent } from 'react';
import { type NumberRange, formatNumber } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './FilterPanel.module.css';

const texts = CATALOG_TEXTS.filters;

interface RangeFieldsProps {
  legend: string;
  value: NumberRange;
  /** The smallest and largest value among the items of the other filters (shown as placeholders). */
  min: number | null;
  max: number | null;
  /** Prices are whole roubles; characteristics may have decimals («0,8 мм»). */
  whole?: boolean;
  onChange: (range: NumberRange) => void;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** «от … до …»: applied when a field is left or Enter is pressed, so typing does not reload the list per digit. */
export function RangeFields({ legend, value, min, max, whole = false, onChange }: RangeFieldsProps) {
  const [from, setFrom] = useState(text(value.from));
  const [to, setTo] = useState(text(value.to));
  const id = useId();
  // The URL changed elsewhere (a chip removed, Back): show what is chosen now (adjusted while rendering).
  const chosen = `${text(value.from)}-${text(value.to)}`;
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    setFrom(text(value.from));
    setTo(text(value.to));
  }
  const parse = (input: string): number | undefined => {
    const n = Number(input.replace(/\s/g, '').replace(',', '.'));
    return input.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : whole ? Math.round(n) : n;
  };
  const apply = () => {
    let next = { from: parse(from), to: parse(to) };
    if (next.from !== undefined && next.to !== undefined && next.from > next.to) {
      next = { from: next.to, to: next.from };
    }
    setFrom(text(next.from));
    setTo(text(next.to));
    if (next.from !== value.from || next.to !== value.to) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  const field = (end: 'from' | 'to', current: string, set: (v: string) => void, hint: number | null) => (
    <label className={styles.rangeField}>
      <span aria-hidden="true">{texts[end]}</span>
      <input
        className={styles.input}
        inputMode={whole ? 'numeric' : 'decimal'}
        aria-label={texts.rangeLabel(legend, texts[end])}
        aria-describedby={`${id}-hint`}
        placeholder={hint === null ? '' : formatNumber(hint)}
        value={current}
        onChange={(event) => set(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
      />
    </label>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        {field('from', from, setFrom, min)}
        {field('to', to, setTo, max)}
      </div>
      <span id={`${id}-hint`} hidden>
        {min !== null && max !== null ? `${formatNumber(min)} – ${formatNumber(max)}` : ''}
      </span>
    </fieldset>
  );
}
