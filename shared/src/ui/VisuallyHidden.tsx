import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (an accessible name or count that the design shows another way). */
export function VisuallyHidden({
  children,
  id,
  as: Tag = 'span',
}: {
  children: ReactNode;
  id?: string;
  /** A heading a page needs for its outline while its design shows the title another way. */
  as?: 'span' | 'h1' | 'h2';
}) {
  return (
    <Tag id={id} className={styles.hidden}>
      {children}
    </Tag>
  );
}
