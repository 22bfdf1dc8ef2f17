import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOverlay } from './overlays.tsx';

/** A click on the background closes after this delay, so the closing animation can run. */
export const BACKGROUND_CLOSE_DELAY_MS = 300;

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The controls inside `root` that Tab stops at, in order: enabled, shown and not taken out of the order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      el.getClientRects().length > 0 &&
      !el.closest('[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside the dialog: past its last control the focus wraps to its first,
 * and back from its first (or from the dialog itself) to its last.
 */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = tabbables(event.currentTarget);
  if (controls.length === 0) {
    event.preventDefault();
    return;
  }
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** How long after a dialog closes its opener takes the focus back should the page drop it while drawing itself again. */
const FOCUS_GUARD_MS = 5000;

/**
 * Gives the focus back to `opener`, and again should it lose it within FOCUS_GUARD_MS with no other
 * control taking it and no key or pointer of the visitor's meanwhile: a choice made in the dialog may
 * have the page draw itself again as it closes (the route reloads its data, later on a slow
 * connection), and a control hidden meanwhile drops the focus.
 */
function returnFocus(opener: HTMLElement) {
  // The opener's own document and window, not the globals: the checks end once the opener leaves its
  // document (a page change, a test's teardown), and never read a document that is gone.
  const doc = opener.ownerDocument;
  const view = doc.defaultView;
  const give = () => {
    if (opener.isConnected && opener.getClientRects().length > 0) opener.focus({ preventScroll: true });
  };
  give();
  if (!view) return;
  const lost = () => doc.activeElement === null || doc.activeElement === doc.body;
  const started = Date.now();
  const stop = () => {
    view.clearInterval(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  const timer = view.setInterval(() => {
    if (Date.now() - started > FOCUS_GUARD_MS || !opener.isConnected || (!lost() && doc.activeElement !== opener)) stop();
    else if (lost()) give();
  }, 50);
  // The visitor's own next move is theirs: the guard ends with it.
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
}

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

  // The focus moves into the dialog when it opens, and back to the control that opened it (when
  // that is still on the page) when it closes, however it closes.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    setClosing(false);
    dialogRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body) returnFocus(opener);
    };
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
      <div
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
        onKeyDown={trapTab}
      >
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
