// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_CLOSE_DELAY_MS, Modal } from '../../client/shared/Modal.tsx';
import { OverlayProvider } from '../../client/shared/overlays.tsx';

function TwoModals() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        open outer
      </button>
      <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          open inner
        </button>
      </Modal>
      <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
        inner body
      </Modal>
    </>
  );
}

/** Runs `step` and waits (up to a second) for the history move it makes. */
const andPop = (step: () => void) =>
  act(async () => {
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    step();
    await Promise.race([popped, new Promise((r) => setTimeout(r, 1000))]);
  });

/** The browser's Back button, once its history move has happened (a fixed wait was too short on a busy machine). */
const popstate = () => andPop(() => window.history.back());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('overlay stack', () => {
  it('closes the most recent overlay first with Esc', () => {
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText('open outer'));
    fireEvent.click(screen.getByText('open inner'));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes overlays with the browser Back button, one per step', async () => {
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    const before = window.history.length;
    fireEvent.click(screen.getByText('open outer'));
    fireEvent.click(screen.getByText('open inner'));
    expect(window.history.length).toBe(before + 2);
    await popstate();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    await popstate();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const address = () => window.location.pathname + window.location.search;

  it('gives up its entry when a choice made inside it replaced the entry, keeping the choice', async () => {
    window.history.pushState({}, '', '/before');
    window.history.pushState({ idx: 1 }, '', '/page');
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText('open outer'));
    // The router replaces the entry for a filter chosen in the modal, without the overlay's marker.
    window.history.replaceState({ idx: 1 }, '', '/page?type=epic');
    await andPop(() => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/page?type=epic');
    // Back leaves the page rather than undoing the filter.
    await andPop(() => window.history.back());
    expect(address()).toBe('/before');
  });

  it('leaves a page opened from inside it where it is', async () => {
    window.history.pushState({ idx: 1 }, '', '/page');
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText('open outer'));
    window.history.pushState({ idx: 2 }, '', '/elsewhere');
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
      await new Promise((r) => setTimeout(r, 30));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/elsewhere');
  });

  it('closes on the close button at once, and on a background click after the delay', () => {
    vi.useFakeTimers();
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText('open outer'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByText('open outer'));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    act(() => vi.advanceTimersByTime(BACKGROUND_CLOSE_DELAY_MS - 10));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when the click lands inside the dialog', () => {
    vi.useFakeTimers();
    render(
      <OverlayProvider>
        <TwoModals />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText('open outer'));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
