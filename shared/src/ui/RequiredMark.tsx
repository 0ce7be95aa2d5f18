import { TEXTS } from '../domain/texts';
import styles from './RequiredMark.module.css';

/**
 * The «*» after the label of a field a form cannot go without. It is only what the eye sees: hidden from
 * screen readers, so the field's name stays «Фамилия» and not «Фамилия *»; the input's own `required` says
 * it to them.
 */
export function RequiredMark() {
  return (
    <span className={styles.mark} title={TEXTS.common.required} aria-hidden="true">
      {' *'}
    </span>
  );
}
