import { TEXTS } from '@shop/shared';
import styles from './RemoveButton.module.css';

/** «Удалить» on a basket entry or a favourite; `label` names what goes, from where. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.remove} onClick={onRemove} aria-label={label}>
      {TEXTS.basket.remove}
    </button>
  );
}
