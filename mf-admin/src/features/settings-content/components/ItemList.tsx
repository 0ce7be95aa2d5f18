import { type ReactNode, useEffect, useId, useRef } from 'react';
import buttons from '../../../components/buttons.module.css';
import { moved } from '../utils/homeForm';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.home;

interface ItemListProps<I extends { key: number; title: string; visible: boolean }> {
  title: string;
  hint: string;
  items: I[];
  max: number;
  /** «Слайд 2»: an item's name by its place. */
  name: (n: number) => string;
  addLabel: string;
  create: () => I;
  onChange: (items: I[]) => void;
  /** The item's own fields; a new item's first field takes the focus. */
  children: (item: I, index: number, name: string) => ReactNode;
}

/**
 * An ordered list of things the home page shows (slides, promo cards): each in its fieldset with «Выше»,
 * «Ниже» and «Удалить»; the focus follows a moved item (or lands on its other button at an end of the list),
 * goes to a new item's first field, and to «Добавить» after a removal.
 */
export function ItemList<I extends { key: number; title: string; visible: boolean }>({
  title,
  hint,
  items,
  max,
  name,
  addLabel,
  create,
  onChange,
  children,
}: ItemListProps<I>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ key: number; control: 'up' | 'down' | 'first' } | 'add' | null>(null);

  // Set by a move, an addition or a removal; taken after the render that shows it.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const find = (selector: string) => list.current?.querySelector<HTMLElement>(selector);
    if (wanted === 'add') return find('[data-add]')?.focus();
    const item = `[data-item="${wanted.key}"]`;
    const target =
      wanted.control === 'first'
        ? find(`${item} input, ${item} textarea`)
        : // At an end of the list one move button is disabled: the focus goes to the other.
          (find(`${item} [data-control="${wanted.control}"]:not(:disabled)`) ??
          find(`${item} [data-control]:not(:disabled)`));
    target?.focus();
  }, [items]);

  const move = (index: number, by: -1 | 1, key: number) => {
    focusAfter.current = { key, control: by < 0 ? 'up' : 'down' };
    onChange(moved(items, index, by));
  };
  const add = () => {
    const item = create();
    focusAfter.current = { key: item.key, control: 'first' };
    onChange([...items, item]);
  };
  const remove = (index: number) => {
    focusAfter.current = 'add';
    onChange(items.filter((_, i) => i !== index));
  };

  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.legend}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <div ref={list} className={styles.items}>
        {items.map((item, index) => {
          const itemName = name(index + 1);
          const label = item.title.trim() ? `${itemName} «${item.title.trim()}»` : itemName;
          return (
            <fieldset key={item.key} data-item={item.key} className={styles.item}>
              <legend className={styles.legend}>
                {itemName}
                {!item.visible && <span className={styles.note}> — {T.hidden}</span>}
              </legend>
              {children(item, index, label)}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttons.button}
                  data-control="up"
                  aria-label={T.moveUp(label)}
                  disabled={index === 0}
                  onClick={() => move(index, -1, item.key)}
                >
                  {T.up}
                </button>
                <button
                  type="button"
                  className={buttons.button}
                  data-control="down"
                  aria-label={T.moveDown(label)}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1, item.key)}
                >
                  {T.down}
                </button>
                <button
                  type="button"
                  className={buttons.danger}
                  aria-label={T.removeOf(label)}
                  onClick={() => remove(index)}
                >
                  {T.remove}
                </button>
              </div>
            </fieldset>
          );
        })}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.button}
            data-add
            disabled={items.length >= max}
            onClick={add}
          >
            {addLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
