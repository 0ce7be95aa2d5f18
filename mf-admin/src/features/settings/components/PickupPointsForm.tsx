import { useEffect, useRef } from 'react';
import type { ShopSectionState } from '@shop/shared';
import { type SectionCodec, useSectionForm } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import {
  checkPoints,
  moved,
  newPoint,
  type PointForm,
  pointField,
  pointsForm,
  type PointsForm,
  type PointText,
} from '../utils/pickupPoints';
import { SectionForm } from './SectionForm';
import { TextField } from './TextField';
import styles from './Settings.module.css';

const T = SETTINGS_TEXTS.points;

const FIELDS: Array<{ field: PointText; wide?: boolean; type?: 'tel'; inputMode?: 'decimal' }> = [
  { field: 'city' },
  { field: 'title' },
  { field: 'location', wide: true },
  { field: 'hours' },
  { field: 'phone', type: 'tel' },
  { field: 'latitude', inputMode: 'decimal' },
  { field: 'longitude', inputMode: 'decimal' },
];

const codec: SectionCodec<'pickupPoints', PointsForm> = {
  toForm: pointsForm,
  read: checkPoints,
  // The server's messages name the field, not the point: they are shown above the list.
  labels: {},
};

/** Where focus goes after a move (the same button of the point in its new place) or an addition (its first field). */
interface Focus {
  key: number;
  control: 'up' | 'down' | 'city';
}

/**
 * «Пункты выдачи»: every point with its address, hours, phone and coordinates, in the order the site lists them;
 * «Выше»/«Ниже» move one, «Показывать на сайте» hides one. A saved point is never deleted (an order placed for
 * it keeps its address); one just added can be taken back.
 */
export function PickupPointsForm({ state }: { state: ShopSectionState<'pickupPoints'> }) {
  const editor = useSectionForm('pickupPoints', state, codec);
  const list = useRef<HTMLDivElement>(null);
  // Set by a move or an addition, taken after the render that shows it.
  const pending = useRef<Focus | null>(null);
  const { points } = editor.form;
  const setPoints = (update: (points: PointForm[]) => PointForm[]) =>
    editor.setForm((form) => ({ points: update(form.points) }));
  const change = (index: number, patch: Partial<PointForm>) =>
    setPoints((all) => all.map((point, i) => (i === index ? { ...point, ...patch } : point)));

  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    const point = list.current?.querySelector(`[data-point="${focus.key}"]`);
    const first = (selector: string) => point?.querySelector<HTMLElement>(selector);
    // At the top «Выше» is disabled: focus goes to the point's other move button.
    const target =
      focus.control === 'city'
        ? first('input')
        : (first(`[data-control="${focus.control}"]:not(:disabled)`) ??
          first('[data-control]:not(:disabled)'));
    target?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const point = points[index];
    if (!point) return;
    setPoints((all) => moved(all, index, index + by));
    pending.current = { key: point.key, control: by < 0 ? 'up' : 'down' };
  };
  const add = () => {
    const point = newPoint();
    setPoints((all) => [...all, point]);
    pending.current = { key: point.key, control: 'city' };
  };

  return (
    <SectionForm editor={editor}>
      {points.length === 0 && <p>{T.empty}</p>}
      <div ref={list} className={styles.form}>
        {points.map((point, index) => (
          <fieldset key={point.key} data-point={point.key} className={styles.group}>
            <legend>
              {T.legend(index + 1, point.title.trim())}
              {!point.visible && <span className={styles.muted}> ({T.hidden})</span>}
            </legend>
            {FIELDS.map(({ field, wide, ...input }) => (
              <div key={field} className={wide ? styles.wide : undefined}>
                <TextField
                  label={T.labels[field]}
                  hint={(T.hints as Partial<Record<PointText, string>>)[field]}
                  {...input}
                  value={point[field]}
                  error={editor.errors[pointField(index, field)]}
                  onChange={(value) => change(index, { [field]: value })}
                />
              </div>
            ))}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={point.visible}
                onChange={(event) => change(index, { visible: event.target.checked })}
              />
              {T.labels.visible}
            </label>
            <div className={`${styles.actions} ${styles.wide}`}>
              <button
                type="button"
                className={styles.button}
                data-control="up"
                aria-label={T.upLabel(index + 1)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {T.up}
              </button>
              <button
                type="button"
                className={styles.button}
                data-control="down"
                aria-label={T.downLabel(index + 1)}
                disabled={index === points.length - 1}
                onClick={() => move(index, 1)}
              >
                {T.down}
              </button>
              {point.id === undefined && (
                <button
                  type="button"
                  className={styles.danger}
                  aria-label={T.removeLabel(index + 1)}
                  onClick={() => setPoints((all) => all.filter((p) => p.key !== point.key))}
                >
                  {T.remove}
                </button>
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <p className={styles.muted}>{T.removeHint}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={add}>
          {T.add}
        </button>
      </div>
    </SectionForm>
  );
}
