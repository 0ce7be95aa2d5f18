import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place when an entry of a list goes: the focused «Удалить» (or minus) goes with its
 * entry and the browser would drop focus on `<body>`, back at the top of the page. Focus moves to the
 * first link or button of the entry that took its place (the new last one after the last was removed);
 * with no entry left, to the page's heading. Only when focus was lost: a removal made in another tab
 * moves nothing. `keys` are the entries' keys in order; put `list` on the list, `heading` on the h1
 * (with `tabIndex={-1}`).
 */
export function useFocusAfterRemoval(keys: readonly string[]) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(keys);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const removedAt = before.findIndex((key) => !keys.includes(key));
    const active = document.activeElement;
    if (removedAt < 0 || (active !== null && active !== document.body)) return;
    const entries = list.current?.children;
    const entry = entries?.[Math.min(removedAt, entries.length - 1)];
    (entry?.querySelector<HTMLElement>('a[href], button:not(:disabled)') ?? heading.current)?.focus();
  }, [keys]);
  return { list, heading };
}
