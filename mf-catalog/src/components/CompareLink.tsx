import { Link } from 'react-router-dom';
import { PATHS, TEXTS, selectCompareCount, useShopStore } from '@shop/shared';
import styles from './CompareLink.module.css';

/** «Сравнение (N)» to /catalog/compare while the compare list is not empty (the header has no such count). */
export function CompareLink() {
  const count = useShopStore(selectCompareCount);
  if (count === 0) return null;
  return (
    <Link to={PATHS.compare} className={styles.link}>
      {TEXTS.layout.compare} ({count})
    </Link>
  );
}
