import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TEXTS } from '../domain/texts';
import { focusableWithin } from './focusable';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Modal.module.css';

export interface ModalProps {
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Extra class of the panel (size, layout). */
  className?: string;
  /** Extra class of the backdrop (alignment, e.g. a side drawer). */
  backdropClassName?: string;
}

/**
 * An accessible modal dialog: role="dialog" with aria-modal, named by its title, focus moved inside,
 * kept inside while open and given back on close; Escape and a click on the backdrop close it.
 * Render it only while open.
 */
export function Modal({ title, hideTitle, onClose, children, className, backdropClassName }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableWithin(panel).find((el) => !el.dataset.modalClose) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableWithin(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (!panelRef.current.contains(active)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a press that starts and ends on the backdrop closes (selecting text inside must not).
  const pressedOnBackdrop = useRef(false);
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div
      className={[styles.backdrop, backdropClassName].filter(Boolean).join(' ')}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {hideTitle ? (
          <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
        ) : (
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
        )}
        <button
          type="button"
          className={styles.close}
          onClick={() => onClose()}
          aria-label={TEXTS.common.close}
          data-modal-close="true"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
