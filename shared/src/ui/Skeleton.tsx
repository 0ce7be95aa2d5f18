import { TEXTS } from '../domain/texts';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /**
   * The final size of what loads (the caller's CSS: a height, an aspect ratio, a grid), so nothing moves
   * when it arrives.
   */
  className?: string;
  /** With `count`, the blocks of a list or grid, each sized by `itemClassName`; without, one block. */
  count?: number;
  itemClassName?: string;
  /** Announced to screen readers. */
  label?: string;
}

/**
 * The place of content still loading: grey blocks of the content's final size (layout stability).
 * A loading state is a skeleton of its page, not a spinner whose box is smaller than what replaces it.
 */
export function Skeleton({ className, count, itemClassName, label = TEXTS.common.loading }: SkeletonProps) {
  const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <div className={classes(count === undefined && styles.block, className)} role="status" aria-busy="true">
      {count !== undefined &&
        Array.from({ length: count }, (_, index) => (
          <div key={index} className={classes(styles.block, itemClassName)} aria-hidden="true" />
        ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
