// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSetting } from '../../client/shared/settings.ts';
import { Footer } from '../../client/shell/Footer.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderFooter() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>
          <Footer />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('footer', () => {
  it('shows the update number and date from the API, in the chosen date format', async () => {
    setSetting('timeZone', 'UTC');
    setSetting('dateFormat', 2);
    const environment = renderFooter();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { UpdateEntry: () => ({ number: 42, timestamp: '2026-11-21T23:30:00.000Z' }) }),
      );
    });
    expect(screen.getByRole('link', { name: /Update #42/ }).textContent).toBe('Update #42 · 2026-11-21');
    expect(screen.getByText(/fan-made site/i)).toBeTruthy();
  });

  it('says so when there is no update yet', async () => {
    const environment = renderFooter();
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Query: () => ({ lastUpdate: null }) }),
      );
    });
    expect(screen.getByText('No updates yet')).toBeTruthy();
  });
});
