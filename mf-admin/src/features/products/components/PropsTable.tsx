import { useEffect, useRef } from 'react';
import { Table } from '../../../components/Table';
import { PRODUCT_TEXTS as T } from '../../../texts';
import { newRow, type PropRow } from '../utils/form';
import styles from './Products.module.css';

interface PropsTableProps {
  rows: PropRow[];
  error?: string;
  onChange: (rows: PropRow[]) => void;
}

/**
 * The characteristics as an editable table: name, value, unit per row; «Добавить характеристику» adds a row
 * and puts the cursor in it, a row's «Удалить» takes it away and leaves the cursor on the add button.
 */
export function PropsTable({ rows, error, onChange }: PropsTableProps) {
  // The row whose first input takes the focus once it is drawn (-1: the add button, after a removal).
  const focusRow = useRef<number | null>(null);
  const firstInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    (firstInputs.current.get(focusRow.current) ?? addButton.current)?.focus();
    focusRow.current = null;
  });

  const edit = (id: number, part: 'key' | 'value' | 'unit', value: string) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, [part]: value } : row)));
  const add = () => {
    const row = newRow();
    onChange([...rows, row]);
    focusRow.current = row.id;
  };
  const remove = (id: number) => {
    onChange(rows.filter((row) => row.id !== id));
    focusRow.current = -1;
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{T.props}</legend>
      {rows.length === 0 ? (
        <p>{T.noProps}</p>
      ) : (
        <Table columns={[T.propKey, T.propValue, T.propUnit, '']}>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                {(['key', 'value', 'unit'] as const).map((part) => (
                  <td key={part}>
                    <input
                      className={styles.propInput}
                      aria-label={`${{ key: T.propKey, value: T.propValue, unit: T.propUnit }[part]}, ${T.propRow(index + 1)}`}
                      value={row[part]}
                      ref={
                        part === 'key'
                          ? (element) => {
                              if (element) firstInputs.current.set(row.id, element);
                              else firstInputs.current.delete(row.id);
                            }
                          : undefined
                      }
                      onChange={(event) => edit(row.id, part, event.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={T.removeProp(index + 1)}
                    onClick={() => remove(row.id)}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" ref={addButton} className={styles.button} onClick={add}>
        {T.addProp}
      </button>
    </fieldset>
  );
}
