import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';
import buttons from '../components/buttons.module.css';
import { PICTURE_TEXTS as t, ProductPictures } from '../features/pictures';
import styles from './Pictures.module.css';

/**
 * A product's pictures by its code (`/admin/pictures?code=…`): the pictures feature on a page of its own,
 * until the products editor shows it beside a product.
 */
export default function Pictures() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(code);
  const [error, setError] = useState<string | undefined>();
  const open = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    setError(wanted ? undefined : t.itemCodeNeeded);
    if (wanted) setParams({ code: wanted });
  };
  return (
    <AdminPage title={t.title}>
      <form className={styles.form} onSubmit={open} noValidate>
        <Field label={t.itemCode} error={error}>
          {(control) => (
            <input {...control} value={typed} onChange={(event) => setTyped(event.target.value)} />
          )}
        </Field>
        <button type="submit" className={buttons.primary}>
          {t.open}
        </button>
      </form>
      {code && <ProductPictures key={code} itemCode={code} />}
    </AdminPage>
  );
}
