import { useCallback, useEffect, useRef, useState } from 'react';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { CONTENT_TEXTS as T } from '../texts';

/** Saves a section's new value; rejects with the server's refusal (400 naming the field, 409 for a newer save). */
export type SaveSection<V> = (value: V) => Promise<unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Warns before the page is left (a link, a reload, closing the tab) while there are unsaved changes. */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(T.unsaved)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}

/**
 * A section's form state: the draft edited from the stored value (started again when a new stored value
 * arrives), whether it differs, one save at a time (a second click while saving does nothing), and what the
 * save ended with for the live region.
 */
export function useSectionDraft<D>(value: D, savedText: string = T.saved) {
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const saving = useRef(false);
  // A new stored value (this save's answer, another page chosen) starts the draft again, in the same render.
  const [base, setBase] = useState(value);
  if (base !== value) {
    setBase(value);
    setDraft(value);
  }
  const dirty = !same(draft, value);
  useUnsavedWarning(dirty);

  /** Sends a save (`send` calls the section's save); its refusal is shown as the server words it. */
  const run = useCallback(
    async (send: () => Promise<unknown>) => {
      if (saving.current) return;
      saving.current = true;
      setBusy(true);
      setOutcome(null);
      try {
        await send();
        setOutcome(succeeded(savedText));
      } catch (error) {
        setOutcome(failed(error));
      } finally {
        saving.current = false;
        setBusy(false);
      }
    },
    [savedText],
  );

  return { draft, setDraft, dirty, busy, outcome, setOutcome, run };
}
