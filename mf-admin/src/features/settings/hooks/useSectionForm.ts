import { type FormEvent, useRef, useState } from 'react';
import {
  ApiError,
  type ShopSection,
  type ShopSectionEdit,
  type ShopSectionState,
  type ShopSettings,
} from '@shop/shared';
import { useRevalidateAdminData } from '../../../lib/adminApi';
import { failed, type Outcome } from '../../../lib/outcome';
import { useUnsavedWarning } from '../../../lib/unsaved';
import { saveSection, useShopSettings } from '../api/settings';
import { SETTINGS_TEXTS as T } from '../texts';

/** A field's error by its key in the form (`inn`, `points.2.city`). */
export type FieldErrors = Partial<Record<string, string>>;

/** How a section's stored value becomes a form and back. */
export interface SectionCodec<S extends ShopSection, F> {
  toForm: (value: ShopSettings[S]) => F;
  /** The value to send, or the mistakes the form can see itself (the server checks everything again). */
  read: (form: F) => { value: ShopSectionEdit<S>['value'] } | { errors: FieldErrors };
  /** The field a server message is about: its key whose label the message names in «…». */
  labels: Record<string, string>;
}

export interface SectionEditor<F> {
  form: F;
  setForm: (update: (form: F) => F) => void;
  errors: FieldErrors;
  dirty: boolean;
  busy: boolean;
  outcome: Outcome | null;
  /** The 409 message: someone saved after this page was read. */
  conflict: string | null;
  /** Grows with each refused save, so the form can move focus to its first bad field. */
  refusals: number;
  state: ShopSectionState;
  submit: (event: FormEvent) => void;
  reload: () => void;
}

/** The key whose label a message names («Поле «ИНН»: …», «Заполните поле «БИК»»). */
export function fieldOfMessage(message: string, labels: Record<string, string>): string | null {
  const named = [...message.matchAll(/«([^«»]+)»/g)].map((match) => match[1]);
  return Object.keys(labels).find((key) => named.includes(labels[key])) ?? null;
}

/**
 * One section's form: the stored state it started from (its version goes with the save), the draft, its errors.
 * A save runs once however often «Сохранить» is pressed; a 409 keeps the draft and offers to read the section
 * again; leaving with unsaved changes asks first.
 */
export function useSectionForm<S extends ShopSection, F>(
  section: S,
  stored: ShopSectionState<S>,
  codec: SectionCodec<S, F>,
): SectionEditor<F> {
  const { mutate } = useShopSettings(true);
  const revalidate = useRevalidateAdminData();
  const [state, setState] = useState(stored);
  const [start, setStart] = useState(() => codec.toForm(stored.value));
  const [form, setFormState] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  // A second click lands before React re-renders the disabled button: the ref stops it.
  const saving = useRef(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(start);
  useUnsavedWarning(dirty, T.unsaved);

  const show = (next: ShopSectionState<S>) => {
    setState(next);
    const fresh = codec.toForm(next.value);
    setStart(fresh);
    setFormState(fresh);
    setErrors({});
    setConflict(null);
  };
  const refuse = (found: FieldErrors, text: string) => {
    setErrors(found);
    setOutcome({ ok: false, text });
    setRefusals((n) => n + 1);
  };

  const save = async () => {
    const read = codec.read(form);
    if ('errors' in read) return refuse(read.errors, T.fixFields);
    saving.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      show(await saveSection(section, { version: state.version, value: read.value }));
      setOutcome({ ok: true, text: T.saved });
      revalidate();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) setConflict(caught.message);
      const field =
        caught instanceof ApiError && caught.status === 400
          ? fieldOfMessage(caught.message, codec.labels)
          : null;
      refuse(field && caught instanceof Error ? { [field]: caught.message } : {}, failed(caught).text);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  return {
    form,
    setForm: (update) => setFormState(update),
    errors,
    dirty,
    busy,
    outcome,
    conflict,
    refusals,
    state,
    submit: (event) => {
      event.preventDefault();
      if (!saving.current) void save();
    },
    reload: () => {
      void mutate().then((fresh) => {
        if (!fresh) return;
        show(fresh[section]);
        setOutcome(null);
      });
    },
  };
}
