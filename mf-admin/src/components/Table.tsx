import type { ReactNode } from 'react';
import styles from './Table.module.css';

/** The admin pages' tables: scrolled sideways on a narrow screen, a caption, a header row of `columns`. */
export function Table({
  columns,
  caption,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
