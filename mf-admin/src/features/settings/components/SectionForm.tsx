import { type ReactNode, useEffect, useRef } from 'react';
import { SHOP_TIME_ZONE } from '@shop/shared';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import type { SectionEditor } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS as T } from '../texts';
import styles from './Settings.module.css';

const when = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

interface SectionFormProps<F> {
  editor: SectionEditor<F>;
  children: ReactNode;
}

/**
 * A section's form: its fields, «Сохранить» (disabled while saving), the outcome in a live region, and after a
 * 409 the other administrator's save named with a way to read the section again. A refused save moves focus to
 * the first bad field.
 */
export function SectionForm<F>({ editor, children }: SectionFormProps<F>) {
  const form = useRef<HTMLFormElement>(null);
  const { refusals, state } = editor;
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <form ref={form} className={styles.form} onSubmit={editor.submit} noValidate>
      {state.updatedAt && (
        <p className={styles.meta}>{T.lastSaved(when.format(new Date(state.updatedAt)), state.updatedBy)}</p>
      )}
      {children}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={editor.busy}>
          {editor.busy ? T.saving : T.save}
        </button>
      </div>
      <OutcomeMessage outcome={editor.outcome} />
      {editor.conflict && (
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={editor.reload}>
            {T.reload}
          </button>
        </div>
      )}
    </form>
  );
}
