// Toasts: notice, error, warning and success messages that appear after 40 ms, stay for their
// duration, fade (hidden 50 ms later) and are removed 250 ms after that. A toast may offer one
// action (a button beside its message), and one that asks something of the visitor may stay until
// answered or dismissed (duration `Infinity`).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { nextUtcMidnight } from '../shared/dates.ts';

export type ToastType = 'notice' | 'error' | 'warning' | 'success';
export type ToastPhase = 'wait' | 'show' | 'hiding' | 'hidden';

export const TOAST_SHOW_DELAY_MS = 40;
export const TOAST_HIDE_MS = 50;
export const TOAST_REMOVE_MS = 250;
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 5000;
export const DAILY_RESET_MESSAGE = 'Relog your game to get your login bonus!';

export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  phase: ToastPhase;
  action?: ToastAction;
}

interface ToastApi {
  show(message: string, options?: { type?: ToastType; duration?: number; action?: ToastAction }): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number[]>());

  const setPhase = useCallback((id: number, phase: ToastPhase) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, phase } : t)));
  }, []);

  const remove = useCallback((id: number) => {
    for (const timer of timers.current.get(id) ?? []) window.clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const hide = useCallback(
    (id: number) => {
      for (const timer of timers.current.get(id) ?? []) window.clearTimeout(timer);
      setPhase(id, 'hiding');
      timers.current.set(id, [
        window.setTimeout(() => setPhase(id, 'hidden'), TOAST_HIDE_MS),
        window.setTimeout(() => remove(id), TOAST_HIDE_MS + TOAST_REMOVE_MS),
      ]);
    },
    [remove, setPhase],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show(message, { type = 'notice', duration = TOAST_SHORT_MS, action } = {}) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, type, message, duration, phase: 'wait', action }]);
        timers.current.set(id, [
          window.setTimeout(() => setPhase(id, 'show'), TOAST_SHOW_DELAY_MS),
          ...(Number.isFinite(duration) ? [window.setTimeout(() => hide(id), TOAST_SHOW_DELAY_MS + duration)] : []),
        ]);
        return id;
      },
      dismiss: hide,
    }),
    [hide, setPhase],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const list of all.values()) for (const timer of list) window.clearTimeout(timer);
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.type} toast-${t.phase}`} role={t.type === 'error' ? 'alert' : 'status'}>
            <span>{t.message}</span>
            {t.action ? (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  hide(t.id);
                  t.action?.onClick();
                }}
              >
                {t.action.label}
              </button>
            ) : null}
            <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => hide(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider');
  return api;
}

/** Shows the login-bonus toast once at each UTC midnight while the site is open. */
export function DailyResetToast() {
  const toasts = useToasts();
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      const wait = nextUtcMidnight(Date.now()) - Date.now();
      timer = window.setTimeout(() => {
        toasts.show(DAILY_RESET_MESSAGE, { type: 'notice', duration: TOAST_LONG_MS });
        schedule();
      }, wait);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [toasts]);
  return null;
}
