// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSetting } from '../../client/shared/settings.ts';
import { SettingsPanel } from '../../client/shell/SettingsPanel.tsx';

beforeEach(() => {
  localStorage.clear();
  setSetting('scrollBatch', 10);
  setSetting('jpContent', false);
});
afterEach(cleanup);

describe('settings panel', () => {
  it('lists every preference and saves a change at once', () => {
    render(<SettingsPanel />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByLabelText(/JP content/));
    expect(localStorage.getItem('jp-content')).toBe('true');
  });

  it('clamps the scroll batch when the field is left', () => {
    render(<SettingsPanel />);
    const input = screen.getByLabelText(/Scroll batch/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1000');
    expect(localStorage.getItem('scroll-batch')).toBe('1000');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
  });

  it('keeps digits only while typing', () => {
    render(<SettingsPanel />);
    const input = screen.getByLabelText(/Scroll batch/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1a2b' } });
    expect(input.value).toBe('12');
  });
});
