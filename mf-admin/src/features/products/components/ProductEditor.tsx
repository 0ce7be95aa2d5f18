import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, type AdminProduct, ErrorNotice, Spinner } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputProps } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { useRevalidateAdminData } from '../../../lib/adminApi';
import { useUnsavedWarning } from '../../../lib/unsaved';
import { ProductPictures } from '../../pictures';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { PRODUCT_TEXTS as T } from '../../../texts';
import { createProduct, saveProduct, setOnSale, useProduct } from '../api/products';
import {
  EMPTY_FORM,
  fieldOfMessage,
  type FormErrors,
  type FormField,
  formOf,
  isDirty,
  type ProductForm,
  readForm,
} from '../utils/form';
import { PropsTable } from './PropsTable';
import { ProductHistory } from './ProductHistory';
import { type SectionChoice, SectionSelect } from './SectionSelect';
import styles from './Products.module.css';

interface ProductEditorProps {
  /** Null: a new product. */
  itemCode: string | null;
  sections: SectionChoice[];
  onDirtyChange: (dirty: boolean) => void;
  onCreated: (itemCode: string) => void;
  onClose: () => void;
}

/** The product's form once it is read (a new product's at once). */
export function ProductEditor(props: ProductEditorProps) {
  const { data, error, mutate } = useProduct(props.itemCode);
  if (props.itemCode !== null && data === undefined) {
    return error ? <ErrorNotice onRetry={() => void mutate()} /> : <Spinner />;
  }
  return <EditorForm {...props} product={data ?? null} />;
}

const NUMBER_FIELDS: Array<[FormField, string | undefined]> = [
  ['price', T.hints.price],
  ['oldPrice', T.hints.oldPrice],
  ['stock', T.hints.stock],
  ['heightMm', undefined],
  ['widthMm', undefined],
  ['depthMm', undefined],
  ['weightKg', undefined],
];

function EditorForm({
  product: loaded,
  sections,
  onDirtyChange,
  onCreated,
  onClose,
}: ProductEditorProps & { product: AdminProduct | null }) {
  const [product, setProduct] = useState(loaded);
  const [start, setStart] = useState<ProductForm>(loaded ? formOf(loaded) : EMPTY_FORM);
  const [form, setForm] = useState<ProductForm>(start);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const revalidate = useRevalidateAdminData();
  const dirty = isDirty(form, start);
  useUnsavedWarning(dirty, T.unsaved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);

  const set = (field: FormField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  /** The product as the server now has it: the form starts from it again. */
  const show = (next: AdminProduct, message: string) => {
    setProduct(next);
    const fresh = formOf(next);
    setStart(fresh);
    setForm(fresh);
    setErrors({});
    setOutcome(succeeded(message));
    revalidate();
  };
  const refuse = (caught: unknown) => {
    const field = caught instanceof ApiError && caught.status === 400 ? fieldOfMessage(caught.message) : null;
    if (field) setErrors({ [field]: caught instanceof Error ? caught.message : '' });
    setOutcome(failed(caught));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      setOutcome(null);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      if (product) {
        const saved = await saveProduct(product.itemCode, { ...read.fields, version: product.version });
        show(saved.product, saved.message);
      } else {
        const created = await createProduct({ ...read.fields, itemCode: form.itemCode.trim() });
        setStart(form);
        revalidate();
        onCreated(created.product.itemCode);
      }
    } catch (caught) {
      refuse(caught);
    } finally {
      setBusy(false);
    }
  };

  const toggleSale = async () => {
    setAsking(false);
    if (!product || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await setOnSale(product.itemCode, !product.onSale, product.version);
      show(answer.product, answer.message);
    } catch (caught) {
      refuse(caught);
    } finally {
      setBusy(false);
    }
  };

  const textField = (field: FormField, hint?: string) => (
    <Field key={field} label={T.fields[field as keyof typeof T.fields]} hint={hint} error={errors[field]}>
      {(control) => <input inputMode="decimal" {...control} {...inputProps(form[field], set(field))} />}
    </Field>
  );

  return (
    <section className={styles.editor} aria-labelledby="product-editor-title">
      <h2 id="product-editor-title" ref={heading} tabIndex={-1} className={styles.title}>
        {product ? T.editTitle(product.itemCode) : T.createTitle}
      </h2>
      {product && (
        <p>
          <span className={product.onSale ? undefined : styles.off}>
            {product.onSale ? T.onSale : T.offSale}
          </span>
          {' · '}
          {T.availability(product.available)}
          {product.onSale && (
            <>
              {' · '}
              <a href={product.link} target="_blank" rel="noreferrer">
                {T.openPage}
              </a>
            </>
          )}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid}>
          {!product && (
            <Field label={T.fields.itemCode} hint={T.hints.itemCode} error={errors.itemCode}>
              {(control) => <input {...control} {...inputProps(form.itemCode, set('itemCode'))} />}
            </Field>
          )}
          <div className={styles.wide}>
            <Field label={T.fields.name} error={errors.name}>
              {(control) => <input {...control} {...inputProps(form.name, set('name'))} />}
            </Field>
          </div>
          <div className={styles.wide}>
            <SectionSelect
              label={T.fields.section}
              empty={T.chooseSection}
              sections={sections}
              value={form.section}
              error={errors.section}
              onChange={set('section')}
            />
          </div>
          {NUMBER_FIELDS.map(([field, hint]) => textField(field, hint))}
          <div className={styles.wide}>
            <Field label={T.fields.description} error={errors.description}>
              {(control) => (
                <textarea
                  {...control}
                  className={styles.textarea}
                  value={form.description}
                  onChange={(event) => set('description')(event.target.value)}
                />
              )}
            </Field>
          </div>
        </div>
        <PropsTable
          rows={form.props}
          error={errors.props}
          onChange={(rows) => setForm((f) => ({ ...f, props: rows }))}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? T.saving : product ? T.save : T.create}
          </button>
          {product && (
            <button
              type="button"
              className={product.onSale ? styles.danger : styles.button}
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              {product.onSale ? T.takeOff : T.putBack}
            </button>
          )}
          <button type="button" className={styles.button} onClick={onClose}>
            {T.close}
          </button>
        </div>
      </form>
      <OutcomeMessage outcome={outcome} />
      {/* Outside the form: pictures are stored as they are uploaded, not with «Сохранить». */}
      {product ? <ProductPictures itemCode={product.itemCode} /> : <p>{T.picturesAfterCreate}</p>}
      {asking && product && (
        <ConfirmDialog
          title={product.onSale ? T.confirmOffTitle : T.confirmOnTitle}
          text={product.onSale ? T.confirmOff : T.confirmOn}
          confirm={product.onSale ? T.takeOff : T.putBack}
          onConfirm={() => void toggleSale()}
          onClose={() => setAsking(false)}
        />
      )}
      {product && (
        <ProductHistory
          itemCode={product.itemCode}
          dirty={dirty}
          onUndone={(next, message) => show(next, message)}
          onFailed={refuse}
        />
      )}
    </section>
  );
}
