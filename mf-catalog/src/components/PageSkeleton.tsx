import { Skeleton } from '@shop/shared';
import styles from './PageSkeleton.module.css';

/** Product cards on a first screen: two rows on a desktop, the whole screen on a phone. */
const CARDS = 8;

/**
 * A catalogue page while its code or data load: the title's line over a grid of card-sized blocks, as
 * tall as the page it stands for, so the footer stays where the page will push it.
 */
export function PageSkeleton({ title = true }: { title?: boolean }) {
  return (
    <Skeleton
      className={`${styles.grid} ${title ? styles.withTitle : ''}`}
      count={CARDS + (title ? 1 : 0)}
      itemClassName={styles.card}
    />
  );
}
