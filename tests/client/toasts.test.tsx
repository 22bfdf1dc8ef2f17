// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DAILY_RESET_MESSAGE,
  DailyResetToast,
  TOAST_HIDE_MS,
  TOAST_REMOVE_MS,
  TOAST_SHORT_MS,
  TOAST_SHOW_DELAY_MS,
  ToastProvider,
  type ToastType,
  useToasts,
} from '../../client/shell/toasts.tsx';

function Trigger({ type }: { type: ToastType }) {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show(`a ${type}`, { type })}>
      {type}
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const phaseOf = (text: string) => screen.getByText(text).parentElement?.className ?? '';

describe('toasts', () => {
  it('wait 40 ms, show for their duration, hide 50 ms later and go 250 ms after that', () => {
    render(
      <ToastProvider>
        <Trigger type="warning" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('warning'));
    expect(phaseOf('a warning')).toContain('toast-wait');
    expect(phaseOf('a warning')).toContain('toast-warning');
    act(() => vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS));
    expect(phaseOf('a warning')).toContain('toast-show');
    act(() => vi.advanceTimersByTime(TOAST_SHORT_MS));
    expect(phaseOf('a warning')).toContain('toast-hiding');
    act(() => vi.advanceTimersByTime(TOAST_HIDE_MS));
    expect(phaseOf('a warning')).toContain('toast-hidden');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_MS));
    expect(screen.queryByText('a warning')).toBeNull();
  });

  it('has the four types, each with its own class and an alert role for errors', () => {
    render(
      <ToastProvider>
        {(['notice', 'error', 'warning', 'success'] as const).map((t) => (
          <Trigger key={t} type={t} />
        ))}
      </ToastProvider>,
    );
    for (const t of ['notice', 'error', 'warning', 'success']) fireEvent.click(screen.getByText(t));
    expect(phaseOf('a success')).toContain('toast-success');
    expect(screen.getByRole('alert').textContent).toContain('a error');
  });

  it('shows the login-bonus toast at the UTC day boundary, for 5 s', () => {
    vi.setSystemTime(new Date('2026-11-21T23:59:58.000Z'));
    render(
      <ToastProvider>
        <DailyResetToast />
      </ToastProvider>,
    );
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText(DAILY_RESET_MESSAGE)).toBeNull();
    act(() => vi.advanceTimersByTime(600 + TOAST_SHOW_DELAY_MS));
    expect(phaseOf(DAILY_RESET_MESSAGE)).toContain('toast-show');
    act(() => vi.advanceTimersByTime(4800));
    expect(phaseOf(DAILY_RESET_MESSAGE)).toContain('toast-show');
    // Shown at midnight + 40 ms, for 5000 ms: hiding between +5040 and +5090.
    act(() => vi.advanceTimersByTime(120));
    expect(phaseOf(DAILY_RESET_MESSAGE)).toContain('toast-hiding');
  });
});
