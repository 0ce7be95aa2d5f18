import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AddToBasket,
  ProductImage,
  TEXTS,
  useFreshEntries,
  useShopStore,
  type StoredItem,
} from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { compareRows } from '../utils/compareRows';
import styles from './CompareTable.module.css';

const t = CATALOG_TEXTS.compare;

/**
 * The compared products side by side, one characteristic per row, with «Только различия»; prices and
 * availability are the shop's current ones (the stored entries show until they come).
 */
export function CompareTable({ items }: { items: StoredItem[] }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const removeCompare = useShopStore((state) => state.removeCompare);
  const toggleId = useId();
  const lines = useFreshEntries(items);
  const rows = compareRows(lines).filter((row) => !onlyDifferences || row.differs);

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={toggleId}>{t.onlyDifferences}</label>
        <button
          type="button"
          className={styles.clear}
          onClick={() => items.forEach((item) => removeCompare(item.itemCode))}
        >
          {t.clear}
        </button>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t.characteristic}
              </th>
              {lines.map(({ item, unavailable }) => (
                <th key={item.itemCode} scope="col" className={styles.product}>
                  <ProductImage src={item.image} alt="" width={120} height={120} className={styles.image} />
                  <Link to={item.link} className={styles.name}>
                    {item.name || TEXTS.product.unknownName}
                  </Link>
                  {!unavailable && <AddToBasket item={item} />}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t.removeNamed(item.name)}
                    onClick={() => removeCompare(item.itemCode)}
                  >
                    {t.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.differs ? styles.differs : undefined}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={items[index]?.itemCode ?? index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
