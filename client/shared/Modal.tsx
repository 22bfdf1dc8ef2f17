import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOverlay } from './overlays.tsx';

/** A click on the background closes after this delay, so the closing animation can run. */
export const BACKGROUND_CLOSE_DELAY_MS = 300;

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Content, or a function given `close(after)`: `after` runs once the modal's history entry is gone. */
  children: ReactNode | ((close: (after?: () => void) => void) => ReactNode);
  className?: string;
}

export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const [closing, setClosing] = useState(false);
  const release = useOverlay(open, () => {
    setClosing(false);
    onClose();
  });
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      setClosing(false);
      dialogRef.current?.focus();
    }
  }, [open]);

  if (!open) return null;

  const closeNow = (after?: () => void) => {
    release(after);
    onClose();
  };
  const closeFromBackground = () => {
    setClosing(true);
    window.setTimeout(() => {
      setClosing(false);
      closeNow();
    }, BACKGROUND_CLOSE_DELAY_MS);
  };

  return createPortal(
    <div
      className={`modal-backdrop${closing ? ' closing' : ''}`}
      onMouseDown={(e) => e.target === e.currentTarget && closeFromBackground()}
      data-testid="modal-backdrop"
    >
      <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={dialogRef}>
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={() => closeNow()} aria-label="Close">
            ×
          </button>
        </header>
        <div className="modal-body">{typeof children === 'function' ? children(closeNow) : children}</div>
      </div>
    </div>,
    document.body,
  );
}
