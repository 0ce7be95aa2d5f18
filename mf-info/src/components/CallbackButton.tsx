import { TEXTS, openCallbackForm } from '@shop/shared';
import styles from './CallbackButton.module.css';

/** «Заказать звонок»: opens the shell's call-back form (the same as the header's). */
export function CallbackButton() {
  return (
    <button type="button" className={styles.button} onClick={openCallbackForm}>
      {TEXTS.layout.orderCall}
    </button>
  );
}
