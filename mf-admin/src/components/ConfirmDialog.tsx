import { Modal } from '@shop/shared';
import { ADMIN_TEXTS } from '../texts';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that changes many prices; «Отмена» (or Escape) does nothing. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose} className={styles.dialog}>
      <p>{text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {ADMIN_TEXTS.cancel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
