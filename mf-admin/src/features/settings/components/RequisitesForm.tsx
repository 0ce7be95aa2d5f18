import type { ShopSectionState } from '@shop/shared';
import { type SectionCodec, useSectionForm } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import { checkRequisites, EMPTY_REQUISITES, type RequisitesForm as Form } from '../utils/requisites';
import { SectionForm } from './SectionForm';
import { TextField } from './TextField';
import styles from './Settings.module.css';

const T = SETTINGS_TEXTS.requisites;
type Key = keyof Form;

const GROUPS: Array<{ legend: string; keys: Key[] }> = [
  { legend: T.legend, keys: ['fullName', 'inn', 'kpp', 'ogrn', 'legalAddress'] },
  { legend: T.bank, keys: ['bankName', 'bik', 'settlementAccount', 'correspondentAccount'] },
  { legend: T.people, keys: ['director', 'accountant'] },
];
const DIGITS: Key[] = ['inn', 'ogrn', 'bik', 'settlementAccount', 'correspondentAccount'];
const WIDE: Key[] = ['fullName', 'legalAddress', 'bankName'];

const codec: SectionCodec<'requisites', Form> = {
  toForm: (value) => ({ ...EMPTY_REQUISITES, ...value }),
  read: checkRequisites,
  labels: T.labels,
};

/** «Реквизиты»: the seller as the requisites page and the invoice show him; each code checked as it is saved. */
export function RequisitesForm({ state }: { state: ShopSectionState<'requisites'> }) {
  const editor = useSectionForm('requisites', state, codec);
  const set = (key: Key) => (value: string) => editor.setForm((form) => ({ ...form, [key]: value }));
  return (
    <SectionForm editor={editor}>
      {GROUPS.map(({ legend, keys }) => (
        <fieldset key={legend} className={styles.group}>
          <legend>{legend}</legend>
          {keys.map((key) => (
            <div key={key} className={WIDE.includes(key) ? styles.wide : undefined}>
              <TextField
                label={T.labels[key]}
                hint={(T.hints as Partial<Record<Key, string>>)[key]}
                inputMode={DIGITS.includes(key) ? 'numeric' : undefined}
                value={editor.form[key]}
                error={editor.errors[key]}
                onChange={set(key)}
              />
            </div>
          ))}
        </fieldset>
      ))}
    </SectionForm>
  );
}
