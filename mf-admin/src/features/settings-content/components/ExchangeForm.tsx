import { type FormEvent, useState } from 'react';
import type { ExchangeSettings } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import { Field, inputProps, selectClass } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { formatDateTime } from '../../../lib/format';
import { type PriceTypes, usePriceTypes } from '../api/settingsContent';
import { type SaveSection, useSectionDraft } from '../hooks/useSectionDraft';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.exchange;
type Errors = Partial<Record<keyof ExchangeSettings, string>>;

function check({ priceType, oldPriceType }: ExchangeSettings): Errors {
  if (!priceType.trim()) return { priceType: CONTENT_TEXTS.required(T.priceType) };
  if (oldPriceType.trim() === priceType.trim()) return { oldPriceType: T.same };
  return {};
}

/**
 * «Обмен с 1С»: which price types of offers.xml are the shop's price and the old price. Chosen from the types
 * the last offers.xml carried; before the first one (or when the list cannot be read) typed by hand.
 */
export function ExchangeForm({
  value,
  save,
}: {
  value: ExchangeSettings;
  save: SaveSection<ExchangeSettings>;
}) {
  const { draft, setDraft, dirty, busy, outcome, run } = useSectionDraft(value);
  const [errors, setErrors] = useState<Errors>({});
  const { data } = usePriceTypes();
  const known: PriceTypes | null = data && data.types.length > 0 ? data : null;
  const set = (field: keyof ExchangeSettings) => (text: string) => {
    setDraft({ ...draft, [field]: text });
    setErrors({});
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(() => save({ priceType: draft.priceType.trim(), oldPriceType: draft.oldPriceType.trim() }));
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {known?.file && known.at && (
        <p className={styles.hint}>{T.fromFile(known.file, formatDateTime(known.at))}</p>
      )}
      <TypeField
        label={T.priceType}
        hint={T.unknownHint}
        empty={draft.priceType ? null : T.chooseType}
        known={known}
        value={draft.priceType}
        error={errors.priceType}
        onChange={set('priceType')}
      />
      <TypeField
        label={T.oldPriceType}
        hint={T.oldUnknownHint}
        empty={T.noOldPrice}
        known={known}
        value={draft.oldPriceType}
        error={errors.oldPriceType}
        onChange={set('oldPriceType')}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy || !dirty}>
          {busy ? CONTENT_TEXTS.saving : CONTENT_TEXTS.save}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
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
        {(control) => <input {...control} {...inputProps(value, onChange)} maxLength={200} />}
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
