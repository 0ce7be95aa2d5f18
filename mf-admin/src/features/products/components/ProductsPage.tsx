import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatRub, groupDigits, useAuth } from '@shop/shared';
import { Field, inputProps } from '../../../components/Field';
import { Table } from '../../../components/Table';
import { useCatalogTree } from '../../../lib/catalog';
import { ADMIN_TEXTS, PRODUCT_TEXTS as T } from '../../../texts';
import { AccessGate } from '../../access';
import { useProducts } from '../api/products';
import { ProductEditor } from './ProductEditor';
import { SectionSelect, sectionChoices } from './SectionSelect';
import styles from './Products.module.css';

/**
 * «Товары»: find products by code, name or section (the list's query is in the address), open one in the
 * editor below the list (`?code=…`) or start a new one (`?new=1`). Leaving an editor with unsaved changes asks
 * first.
 */
export function ProductsPage() {
  const { isLoggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const section = params.get('section') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const code = params.get('code');
  const creating = params.get('new') === '1';
  const list = new URLSearchParams();
  if (query) list.set('query', query);
  if (section) list.set('section', section);
  if (page > 1) list.set('page', String(page));
  const { data, error, mutate } = useProducts(list.toString(), isLoggedIn);
  const { data: tree } = useCatalogTree();
  const sections = sectionChoices(tree);
  const [typed, setTyped] = useState(query);
  const [chosen, setChosen] = useState(section);
  const dirty = useRef(false);

  const go = (next: Record<string, string | null>) => {
    if (dirty.current && !window.confirm(T.unsaved)) return false;
    dirty.current = false;
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '') merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ query: typed.trim(), section: chosen, page: null });
  };

  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={T.loginNeeded}
      noAccessHint={T.noAccessHint}
    >
      <div className={styles.page}>
        <form role="search" aria-label={T.searchLandmark} className={styles.search} onSubmit={submit}>
          <Field label={T.search}>
            {(control) => <input type="search" {...control} {...inputProps(typed, setTyped)} />}
          </Field>
          <SectionSelect
            label={T.section}
            empty={T.anySection}
            sections={sections}
            value={chosen}
            onChange={setChosen}
          />
          <button type="submit" className={styles.primary}>
            {T.find}
          </button>
          <button type="button" className={styles.button} onClick={() => go({ new: '1', code: null })}>
            {T.newProduct}
          </button>
        </form>

        {data && (
          <>
            <p role="status">
              {data.products.length === 0 ? T.nothing : T.found(groupDigits(data.pagination.total))}
            </p>
            {data.products.length > 0 && (
              <Table
                columns={[
                  T.columns.code,
                  T.columns.name,
                  T.columns.section,
                  T.columns.price,
                  T.columns.stock,
                  T.columns.status,
                ]}
              >
                <tbody>
                  {data.products.map((p) => (
                    <tr key={p.itemCode} aria-current={p.itemCode === code ? 'true' : undefined}>
                      <td>{p.itemCode}</td>
                      <td>
                        <button
                          type="button"
                          className={styles.rowButton}
                          aria-label={T.edit(p.name)}
                          onClick={() => go({ code: p.itemCode, new: null })}
                        >
                          {p.name}
                        </button>
                      </td>
                      <td>{p.sectionName}</td>
                      <td>{p.price === null ? T.noPrice : formatRub(p.price)}</td>
                      <td>{p.stock ?? '—'}</td>
                      <td className={p.onSale ? undefined : styles.off}>{p.onSale ? T.onSale : T.offSale}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            {data.pagination.totalPages > 1 && (
              <div className={styles.pager}>
                <button
                  type="button"
                  className={styles.pageButton}
                  disabled={page <= 1}
                  onClick={() => go({ page: String(page - 1) })}
                >
                  {ADMIN_TEXTS.previousPage}
                </button>
                <span>{ADMIN_TEXTS.page(page, data.pagination.totalPages)}</span>
                <button
                  type="button"
                  className={styles.pageButton}
                  disabled={page >= data.pagination.totalPages}
                  onClick={() => go({ page: String(page + 1) })}
                >
                  {ADMIN_TEXTS.nextPage}
                </button>
              </div>
            )}
          </>
        )}

        {(code !== null || creating) && (
          <ProductEditor
            key={code ?? 'new'}
            itemCode={code}
            sections={sections.filter((s) => s.level > 0)}
            onDirtyChange={(value) => {
              dirty.current = value;
            }}
            onCreated={(created) => {
              dirty.current = false;
              go({ code: created, new: null });
            }}
            onClose={() => go({ code: null, new: null })}
          />
        )}
      </div>
    </AccessGate>
  );
}
