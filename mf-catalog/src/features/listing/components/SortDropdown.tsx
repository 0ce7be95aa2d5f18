import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TEXTS, type SearchSortOrder } from '@shop/shared';
import styles from './SortDropdown.module.css';

interface SortDropdownProps<Order extends SearchSortOrder> {
  value: Order;
  onChange: (sort: Order) => void;
  /** The orders offered: the listing's four, or the search's with «По релевантности» first. */
  orders: readonly Order[];
}

const labels = TEXTS.listing.sortLabels;

/** The sort button and its menu of orders; arrows, Escape and outside clicks work as expected. */
export function SortDropdown<Order extends SearchSortOrder>({
  value,
  onChange,
  orders,
}: SortDropdownProps<Order>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[orders.indexOf(value)]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, value, orders]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (sort: Order) => {
    close();
    if (sort !== value) onChange(sort);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current;
    const index = items.findIndex((item) => item === document.activeElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {TEXTS.listing.sort}: <strong>{labels[value]}</strong>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={TEXTS.listing.sort}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {orders.map((sort, index) => (
            <li key={sort} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={sort === value}
                className={styles.item}
                onClick={() => choose(sort)}
              >
                {labels[sort]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
