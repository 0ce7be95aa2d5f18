import { useState, type FormEvent } from 'react';
import { Field, inputProps, selectClass } from '../../../components/Field';
import { DESK_TEXTS as T } from '../../../texts';
import { useDeskPickupPoints } from '../api/pickupPoints';
import type { FilterKey } from '../utils/query';
import styles from './Desk.module.css';

interface DeskFiltersProps {
  params: URLSearchParams;
  onChange: (key: FilterKey, value: string) => void;
  onReset: () => void;
}

/** Dates, buyer type, delivery, pickup point (applied at once) and the search box (applied by «Найти»). */
export function DeskFilters({ params, onChange, onReset }: DeskFiltersProps) {
  const searched = params.get('q') ?? '';
  const [query, setQuery] = useState(searched);
  // The URL changed by itself (back, reset): the box shows what is searched.
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setQuery(searched);
  }
  const value = (key: FilterKey) => params.get(key) ?? '';
  const points = useDeskPickupPoints();
  const point = value('point');
  const pointListed = point === '' || points.some(({ id }) => String(id) === point);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('q', query.trim());
  };
  return (
    <div className={styles.filters}>
      <form className={styles.search} role="search" aria-label={T.searchOrders} onSubmit={submit}>
        <Field label={T.search} hint={T.searchHint}>
          {(control) => <input type="search" {...control} {...inputProps(query, setQuery)} />}
        </Field>
        <button type="submit" className={styles.button}>
          {T.find}
        </button>
      </form>
      <fieldset className={styles.filterRow}>
        <legend className={styles.legend}>{T.filters}</legend>
        <Field label={T.dateFrom}>
          {(control) => (
            <input
              type="date"
              {...control}
              {...inputProps(value('from'), (next) => onChange('from', next))}
            />
          )}
        </Field>
        <Field label={T.dateTo}>
          {(control) => (
            <input type="date" {...control} {...inputProps(value('to'), (next) => onChange('to', next))} />
          )}
        </Field>
        <Field label={T.buyerType}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={value('buyer')}
              onChange={(event) => onChange('buyer', event.target.value)}
            >
              {Object.entries(T.buyerTypes).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={T.deliveryType}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={value('delivery')}
              onChange={(event) => onChange('delivery', event.target.value)}
            >
              {Object.entries(T.deliveryTypes).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={T.point}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={point}
              onChange={(event) => onChange('point', event.target.value)}
            >
              <option value="">{T.anyPoint}</option>
              {points.map(({ id, title, visible }) => (
                <option key={id} value={id}>
                  {visible ? title : T.hiddenPoint(title)}
                </option>
              ))}
              {!pointListed && <option value={point}>{T.pointNumber(point)}</option>}
            </select>
          )}
        </Field>
        <button type="button" className={styles.linkButton} onClick={onReset}>
          {T.reset}
        </button>
      </fieldset>
    </div>
  );
}
