// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_HINT, useSearchShortcuts } from '../../client/shell/searchShortcuts.ts';
import { ToastProvider } from '../../client/shell/toasts.tsx';

afterEach(cleanup);

function Page() {
  const [opened, setOpened] = useState(0);
  useSearchShortcuts(() => setOpened((n) => n + 1));
  return <p>opened {opened}</p>;
}

describe('search shortcuts', () => {
  it('open the advanced search on Ctrl+Shift+F and hint at it on the first plain Ctrl+F only', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    act(() => {
      fireEvent.keyDown(window, { key: 'F', ctrlKey: true, shiftKey: true });
    });
    expect(screen.getByText('opened 1')).toBeTruthy();
    const first = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(first);
    });
    expect(first.defaultPrevented).toBe(true);
    expect(screen.getByText(SEARCH_HINT)).toBeTruthy();
    const second = new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(second);
    });
    expect(second.defaultPrevented).toBe(false);
    act(() => {
      vi.advanceTimersByTime(3000 + 40 + 50 + 250 + 10);
    });
    expect(screen.queryByText(SEARCH_HINT)).toBeNull();
    vi.useRealTimers();
  });
});
