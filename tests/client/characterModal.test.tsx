// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharacterModalHost } from '../../client/characters/CharacterModal.tsx';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { setSetting } from '../../client/shared/settings.ts';
import { closeCharacter, openCharacter } from '../../client/shell/characterModal.ts';

let environment: ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  localStorage.clear();
  setSetting('timeZone', 'UTC');
  setSetting('dateFormat', 2);
  environment = createMockEnvironment();
  render(
    // The site renders the modal inside its router: the modal links to the character's page.
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <OverlayProvider>
          <CharacterModalHost />
        </OverlayProvider>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
});
afterEach(() => {
  act(() => closeCharacter());
  cleanup();
});

async function resolve(character: Record<string, unknown> | null) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ character }),
      }),
    );
  });
}

const reimu = {
  slug: 'l1-reimu',
  nameEn: 'Reimu Hakurei',
  nameJp: '博麗霊夢',
  nameKana: null,
  nameTranslit: 'Hakurei Reimu',
  titleEn: 'Shrine maiden of paradise',
  titleJp: null,
  nameMeta: { modalSmall: false },
  colors: ['#d7263d', '#ffffff'],
  status: 'non-limited',
  type: 'gen',
  currentRarity: 'gen',
  worldCode: 'L1',
  worldName: 'Main world',
  role: 'defense',
  hasRebirth: true,
  rebirthAvailable: true,
  releaseNo: 1,
  release: {
    debut: '2021-05-11T06:00:00.000Z',
    general: null,
    ritual: null,
    rebirth: '2022-02-01T06:00:00.000Z',
    bannerCount: 3,
    lastBanner: null,
  },
  images: { full: '/images/reimu.png', rebirthFull: '/images/reimu-fr.png' },
  portrait: null,
  links: { gamepress: 'https://gamepress.gg/lostword/reimu', youtube: null, touhouWiki: null, lwChron: null },
  sample: false,
};

describe('character modal', () => {
  it('is closed until a character is opened, then shows a spinner while loading', async () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openCharacter('l1-reimu'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading character' })).toBeTruthy();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ slug: 'l1-reimu' });
  });

  it('shows the modal fields once loaded', async () => {
    act(() => openCharacter('l1-reimu'));
    await resolve(reimu);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Reimu Hakurei');
    expect(dialog.textContent).toContain('Shrine maiden of paradise');
    expect(dialog.textContent).toContain('L1 · Main world');
    expect(dialog.textContent).toContain('2021-05-11');
    expect(dialog.textContent).toContain('Rebirth available');
    expect(screen.getByRole('link', { name: 'GamePress' }).getAttribute('href')).toBe('https://gamepress.gg/lostword/reimu');
    expect(screen.getAllByTitle(/#[0-9a-f]{6}/)).toHaveLength(2);
  });

  it('uses the transliterated name when the setting asks for it', async () => {
    act(() => setSetting('useTraditionalName', true));
    act(() => openCharacter('l1-reimu'));
    await resolve(reimu);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Hakurei Reimu');
    act(() => setSetting('useTraditionalName', false));
  });

  it('toggles between the base and the rebirth costume', async () => {
    act(() => openCharacter('l1-reimu'));
    await resolve(reimu);
    const art = () => screen.getByAltText('Reimu Hakurei').getAttribute('src');
    expect(art()).toBe('/images/reimu.png');
    fireEvent.click(screen.getByRole('button', { name: 'Rebirth costume' }));
    expect(art()).toBe('/images/reimu-fr.png');
    fireEvent.click(screen.getByRole('button', { name: 'Base costume' }));
    expect(art()).toBe('/images/reimu.png');
  });

  it('shows the portrait in AVIF and WebP at a set size, and the rebirth art in its place when toggled', async () => {
    act(() => openCharacter('l1-reimu'));
    const portrait = {
      src: '/images/portrait-0123456789abcdef-135.webp',
      avifSrcSet: '/images/portrait-0123456789abcdef-96.avif 96w, /images/portrait-0123456789abcdef-135.avif 135w',
      webpSrcSet: '/images/portrait-0123456789abcdef-96.webp 96w, /images/portrait-0123456789abcdef-135.webp 135w',
    };
    await resolve({ ...reimu, portrait });
    const img = screen.getByAltText('Reimu Hakurei');
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      portrait.src,
      '192',
      '192',
      'eager',
    ]);
    const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', portrait.avifSrcSet],
      ['image/webp', portrait.webpSrcSet],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Rebirth costume' }));
    expect(screen.getByAltText('Reimu Hakurei').getAttribute('src')).toBe('/images/reimu-fr.png');
    expect(screen.getByAltText('Reimu Hakurei').parentElement?.tagName).not.toBe('PICTURE');
  });

  it('marks a rebirth still to come as upcoming', async () => {
    act(() => openCharacter('l1-reimu'));
    await resolve({ ...reimu, rebirthAvailable: false, images: { ...reimu.images, rebirthFull: null } });
    expect(screen.getByRole('dialog').textContent).toContain('Rebirth upcoming');
    expect(screen.queryByRole('button', { name: 'Rebirth costume' })).toBeNull();
  });

  it('says so for an unknown character', async () => {
    act(() => openCharacter('nobody'));
    await resolve(null);
    expect(screen.getByRole('dialog').textContent).toContain('does not exist');
  });

  it('closes with Esc', async () => {
    act(() => openCharacter('l1-reimu'));
    await resolve(reimu);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
