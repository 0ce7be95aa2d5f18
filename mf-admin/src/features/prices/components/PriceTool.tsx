import { useRef, useState, type FormEvent } from 'react';
import { formatItemsCount, parsePercentage, type AvailabilityResponse } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputProps } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { useRevalidateAdminData } from '../../../lib/adminApi';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { ADMIN_TEXTS } from '../../../texts';
import { changePrices } from '../api/changePrices';
import { checkAvailability } from '../api/checkAvailability';
import {
  EMPTY_FORM,
  fieldsOf,
  MODES,
  pricePath,
  validate,
  type Field as FormField,
  type FormErrors,
  type Mode,
  type PriceForm,
} from '../utils/modes';
import { AvailabilityResult } from './AvailabilityResult';
import { ItemLookup } from './ItemLookup';
import { PricePreview, type Preview } from './PricePreview';
import { SectionSelects } from './SectionSelects';
import styles from './PriceTool.module.css';

/**
 * The six modes of the admin page. A price change is first asked of the server as a dry run (count, sums,
 * examples); «Применить» sends the very call previewed. All products need one more, explicit, yes.
 */
export function PriceTool() {
  const [mode, setMode] = useState<Mode>('item');
  const [form, setForm] = useState<PriceForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [lookupCode, setLookupCode] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [availability, setAvailability] = useState<AvailabilityResponse | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const revalidate = useRevalidateAdminData();

  const reset = () => {
    // A preview or a result belongs to the form as it was: any change makes it stale.
    setPreview(null);
    setAvailability(null);
    setOutcome(null);
  };
  const change = (patch: Partial<PriceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as FormField[]) delete next[field];
      return next;
    });
    reset();
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    reset();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setOutcome(failed(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(mode, form);
    setErrors(found);
    // A refused submit puts the focus on the first field to fix.
    const first = fieldsOf(mode).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    reset();
    if (mode === 'availability') {
      const itemCode = form.itemCode.trim();
      setLookupCode(itemCode);
      void run(async () => {
        const answer = await checkAvailability(itemCode);
        setAvailability(answer);
        setOutcome(succeeded(answer.message));
      });
      return;
    }
    const request = { mode, path: pricePath(mode, form), percentage: parsePercentage(form.percentage)! };
    void run(async () => {
      setPreview({ ...request, answer: await changePrices(request.path, request.percentage, true) });
    });
  };

  const apply = (previewed: Preview) => {
    setConfirming(false);
    void run(async () => {
      const answer = await changePrices(previewed.path, previewed.percentage, false);
      setPreview(null);
      setOutcome(succeeded(answer.message));
      revalidate();
    });
  };

  const showsItem = fieldsOf(mode).includes('itemCode');
  return (
    <section className={styles.tool} aria-labelledby="price-tool-modes">
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.modes}>
          <legend id="price-tool-modes" className={styles.legend}>
            {ADMIN_TEXTS.modes}
          </legend>
          {MODES.map((id) => (
            <label key={id} className={styles.mode}>
              <input
                type="radio"
                name="mode"
                value={id}
                checked={mode === id}
                onChange={() => switchMode(id)}
              />
              <span>{ADMIN_TEXTS.modeLabels[id]}</span>
            </label>
          ))}
        </fieldset>

        <div className={styles.fields}>
          {showsItem && (
            <Field
              label={ADMIN_TEXTS.itemCode}
              error={errors.itemCode}
              after={<ItemLookup itemCode={lookupCode} />}
            >
              {(control) => (
                <input
                  {...control}
                  {...inputProps(form.itemCode, (itemCode) => change({ itemCode }))}
                  name="itemCode"
                  autoComplete="off"
                  inputMode="numeric"
                  onBlur={() => setLookupCode(form.itemCode.trim())}
                />
              )}
            </Field>
          )}
          <SectionSelects mode={mode} form={form} errors={errors} onChange={change} />
          {mode !== 'availability' && (
            <Field label={ADMIN_TEXTS.percentage} error={errors.percentage} hint={ADMIN_TEXTS.percentageHint}>
              {(control) => (
                <input
                  {...control}
                  {...inputProps(form.percentage, (percentage) => change({ percentage }))}
                  name="percentage"
                  autoComplete="off"
                  inputMode="decimal"
                />
              )}
            </Field>
          )}
        </div>

        <button type="submit" className={styles.submit} disabled={busy}>
          {mode === 'availability' ? ADMIN_TEXTS.check : ADMIN_TEXTS.preview}
        </button>
      </form>

      {preview && (
        <PricePreview
          preview={preview}
          busy={busy}
          onApply={() => (preview.mode === 'all' ? setConfirming(true) : apply(preview))}
          onCancel={() => setPreview(null)}
        />
      )}
      {availability && <AvailabilityResult answer={availability} />}
      <OutcomeMessage outcome={outcome} />

      {confirming && preview && (
        <ConfirmDialog
          title={ADMIN_TEXTS.confirmAllTitle}
          text={ADMIN_TEXTS.confirmAll(
            formatItemsCount(preview.answer.itemsChanged),
            `${preview.percentage > 0 ? '+' : ''}${preview.percentage} %`,
          )}
          confirm={ADMIN_TEXTS.confirmAllYes(formatItemsCount(preview.answer.itemsChanged))}
          onConfirm={() => apply(preview)}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
