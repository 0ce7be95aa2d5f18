import { TEXTS, formatPhoneMask, PHONE_MASK } from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';
import {
  isBuyerFieldShown,
  type BuyerField,
  type BuyerKind,
  type BuyerValues,
  type FormErrors,
} from '../utils/form';
import { Field } from './Field';
import { Choice } from './Choice';
import styles from './OrderForm.module.css';

interface BuyerSectionProps {
  kind: BuyerKind;
  onKind: (kind: BuyerKind) => void;
  values: BuyerValues;
  errors: FormErrors;
  onChange: (field: BuyerField, value: string) => void;
  onLeave: (field: BuyerField) => void;
}

/** What each field is to the browser's autofill and to the keyboard. */
const INPUTS: Record<
  BuyerField,
  { autoComplete: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  lastName: { autoComplete: 'family-name' },
  firstName: { autoComplete: 'given-name' },
  middleName: { autoComplete: 'additional-name' },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  companyName: { autoComplete: 'organization' },
  inn: { autoComplete: 'off', inputMode: 'numeric' },
  kpp: { autoComplete: 'off' },
  legalAddress: { autoComplete: 'street-address' },
};

const REQUIRED: readonly BuyerField[] = ['lastName', 'firstName', 'phone', 'email', 'companyName', 'inn'];

/** Section 1: a private person (default) or a legal entity, and the buyer's details. */
export function BuyerSection({ kind, onKind, values, errors, onChange, onLeave }: BuyerSectionProps) {
  const fields = (list: readonly BuyerField[]) =>
    list
      .filter((field) => isBuyerFieldShown(field, kind))
      .map((field) => (
        <Field
          key={field}
          name={field}
          label={TEXTS.order[field]}
          value={values[field]}
          error={errors[field]}
          required={REQUIRED.includes(field)}
          placeholder={field === 'phone' ? PHONE_MASK : undefined}
          {...INPUTS[field]}
          onChange={(value) => onChange(field, field === 'phone' ? formatPhoneMask(value) : value)}
          onBlur={() => onLeave(field)}
        />
      ));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        {CHECKOUT_TEXTS.order.sectionNumber(1, TEXTS.order.buyerSection)}
      </legend>
      <Choice
        name="buyerKind"
        label={CHECKOUT_TEXTS.order.buyerKind}
        value={kind}
        options={[
          { value: 'private', label: TEXTS.order.privatePerson },
          { value: 'legal', label: TEXTS.order.legalEntity },
        ]}
        onChange={onKind}
      />
      <div className={styles.fields}>
        {fields(['lastName', 'firstName', 'middleName', 'phone', 'email'])}
        {fields(['companyName', 'inn', 'kpp', 'legalAddress'])}
      </div>
    </fieldset>
  );
}
