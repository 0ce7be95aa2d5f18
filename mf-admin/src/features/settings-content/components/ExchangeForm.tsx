import type { ExchangeSettings, ShopSectionState } from '@shop/shared';
import { Field, inputProps, selectClass } from '../../../components/Field';
import { formatDateTime } from '../../../lib/format';
import {
  type FieldErrors,
  SectionForm,
  type SectionCodec,
  SETTINGS_TEXTS,
  useSectionForm,
} from '../../settings';
import { type PriceTypes, usePriceTypes } from '../api/settingsContent';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.exchange;

const codec: SectionCodec<'exchange', ExchangeSettings> = {
  toForm: (value) => ({ ...value }),
  read: (form) => {
    const value = { priceType: form.priceType.trim(), oldPriceType: form.oldPriceType.trim() };
    const errors: FieldErrors = {};
    if (!value.priceType) errors.priceType = SETTINGS_TEXTS.errors.required(T.priceType);
    else if (value.oldPriceType === value.priceType) errors.oldPriceType = T.same;
    return Object.keys(errors).length > 0 ? { errors } : { value };
  },
  labels: { priceType: T.priceType, oldPriceType: T.oldPriceType },
};

/**
 * «Обмен с 1С»: which price types of offers.xml are the shop's price and the old price. Chosen from the types
 * the last offers.xml carried; before the first one (or when the list cannot be read) typed by hand.
 */
export function ExchangeForm({ state }: { state: ShopSectionState<'exchange'> }) {
  const editor = useSectionForm('exchange', state, codec);
  const { data } = usePriceTypes();
  const known: PriceTypes | null = data && data.types.length > 0 ? data : null;
  const set = (field: keyof ExchangeSettings) => (text: string) =>
    editor.setForm((form) => ({ ...form, [field]: text }));
  const { form, errors } = editor;
  return (
    <SectionForm editor={editor}>
      {known?.file && known.at && (
        <p className={styles.hint}>{T.fromFile(known.file, formatDateTime(known.at))}</p>
      )}
      <TypeField
        label={T.priceType}
        hint={T.unknownHint}
        empty={form.priceType ? null : T.chooseType}
        known={known}
        value={form.priceType}
        error={errors.priceType}
        onChange={set('priceType')}
      />
      <TypeField
        label={T.oldPriceType}
        hint={T.oldUnknownHint}
        empty={T.noOldPrice}
        known={known}
        value={form.oldPriceType}
        error={errors.oldPriceType}
        onChange={set('oldPriceType')}
      />
    </SectionForm>
  );
}

interface TypeFieldProps {
  label: string;
  /** Said when the types are not known and the field is typed by hand. */
  hint: string;
  /** The select's empty option, if it has one. */
  empty: string | null;
  known: PriceTypes | null;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A price type: a select of the file's types (with the stored one, marked, when the file lacks it), else text. */
function TypeField({ label, hint, empty, known, value, error, onChange }: TypeFieldProps) {
  if (!known) {
    return (
      <Field label={label} error={error} hint={hint}>
        {(control) => <input autoComplete="off" {...control} {...inputProps(value, onChange)} />}
      </Field>
    );
  }
  const types = value && !known.types.includes(value) ? [...known.types, value] : known.types;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className={selectClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {empty !== null && <option value="">{empty}</option>}
          {types.map((type) => (
            <option key={type} value={type}>
              {known.types.includes(type) ? type : T.notInFile(type)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
