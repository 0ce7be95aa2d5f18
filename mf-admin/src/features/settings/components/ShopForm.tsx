import type { ShopInfo, ShopSectionState } from '@shop/shared';
import { type SectionCodec, useSectionForm } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import { requireFilled, trimmed } from '../utils/forms';
import { SectionForm } from './SectionForm';
import { TextField } from './TextField';
import styles from './Settings.module.css';

const T = SETTINGS_TEXTS.shop;
type ShopForm = Required<ShopInfo>;
type Key = keyof ShopForm;

const FIELDS: Array<{ key: Key; type?: 'email' | 'tel' | 'url'; multiline?: boolean }> = [
  { key: 'name' },
  { key: 'slogan' },
  { key: 'phone', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'messengerName' },
  { key: 'messengerUrl', type: 'url' },
  { key: 'workHours' },
  { key: 'footerNotes', multiline: true },
];

const codec: SectionCodec<'shop', ShopForm> = {
  toForm: (value) => ({ ...value }),
  read: (form) => {
    const errors = requireFilled(form, ['name', 'slogan', 'phone', 'email', 'workHours'], T.labels);
    return Object.keys(errors).length > 0 ? { errors } : { value: trimmed(form) };
  },
  labels: T.labels,
};

/** «Магазин»: the name, the slogan and the contacts every page shows, the footer's notes. */
export function ShopForm({ state }: { state: ShopSectionState<'shop'> }) {
  const editor = useSectionForm('shop', state, codec);
  const set = (key: Key) => (value: string) => editor.setForm((form) => ({ ...form, [key]: value }));
  return (
    <SectionForm editor={editor}>
      <fieldset className={styles.group}>
        <legend>{T.legend}</legend>
        {FIELDS.map(({ key, type, multiline }) => (
          <div key={key} className={multiline ? styles.wide : undefined}>
            <TextField
              label={T.labels[key]}
              hint={(T.hints as Partial<Record<Key, string>>)[key]}
              type={type}
              multiline={multiline}
              value={editor.form[key]}
              error={editor.errors[key]}
              onChange={set(key)}
            />
          </div>
        ))}
      </fieldset>
    </SectionForm>
  );
}
