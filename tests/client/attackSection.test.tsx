// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharacterModalHost } from '../../client/characters/CharacterModal.tsx';
import { OverlayProvider } from '../../client/shared/overlays.tsx';
import { closeCharacter, openCharacter } from '../../client/shell/characterModal.ts';

let environment: ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  localStorage.clear();
  environment = createMockEnvironment();
  render(
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

const SOURCE = {
  name: 'lostwordchronicle.com attack table',
  url: 'https://lostwordchronicle.com/attack-table',
  asOf: '2024-10-26',
  label: 'Global server',
};

const part = (code: string, label: string, base: number, hard: number, total: number, share: number) => ({
  code,
  label,
  base,
  hard,
  slice: 0,
  total,
  share,
});

const spellCard = {
  id: 'attack-1',
  kind: 'SPELL_CARD_2',
  target: 'ALL',
  scale: '3-1-1',
  totalPower: 19207.4,
  basePower: 17921,
  hardPower: 1286.4,
  slicePower: 0,
  yinYang: [part('yang', 'Yang', 14888, 1286.4, 16174.4, 0.842), part('yin', 'Yin', 3033, 0, 3033, 0.158)],
  elements: [part('no', 'No element', 13767, 774, 14541, 0.757), part('sun', 'Sun', 4154, 512.4, 4666.4, 0.243)],
  bulletTypes: [part('light', 'Light', 17921, 1286.4, 19207.4, 1)],
  killers: [part('7', 'Fairy', 10284, 0, 10284, 0.535)],
  source: SOURCE,
};

/** The modal's own fields, with no date to draw (the attacks are what is tested). */
const REIMU = {
  slug: 'l1-reimu',
  nameEn: 'Reimu Hakurei',
  colors: ['#d7263d'],
  status: 'non-limited',
  type: 'gen',
  currentRarity: 'gen',
  release: {
    debut: null,
    debutPrecision: null,
    debutSource: null,
    debutAfter: null,
    debutAfterSource: null,
    rebirth: null,
    rebirthPrecision: null,
    bannerCount: 0,
    lastBanner: null,
  },
  pools: [],
  images: { full: '/images/reimu.png', rebirthFull: null },
  portrait: null,
  links: { gamepress: null, youtube: null, touhouWiki: null, lwChron: null },
};

async function open(character: Record<string, unknown>) {
  act(() => openCharacter('l1-reimu'));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ character: { ...REIMU, ...character } }),
      }),
    );
  });
  // The attacks come in a part of the modal loaded on first use.
  return screen.findByRole('region', { name: 'Attacks' }, { timeout: 5000 });
}

describe("a Friend's attacks in the character modal", () => {
  it('lists each attack with its target, total power, bonuses and splits as text, and credits the source with its date', async () => {
    const section = await open({ attacks: [spellCard], japaneseBaseStats: null });
    const card = within(section).getByRole('article', { name: /Spell card 2/ });
    expect(within(card).getByRole('heading', { level: 5 }).textContent).toBe('Spell card 2 · All enemies');
    expect(card.textContent).toContain('Total power 19,207 (17,921 base + 1,286 Hard)');
    // Every chart's figures are text beside it.
    expect(within(card).getByText('Yin and yang').nextElementSibling?.textContent).toBe('Yang 84% 16,174 incl. 1,286 HardYin 16% 3,033');
    expect(card.textContent).toContain('No element');
    expect(card.textContent).toContain('Fairy 54% 10,284');
    expect(card.textContent).toContain('Power step per level: 3-1-1');
    const link = within(section).getByRole('link', { name: SOURCE.name });
    expect(link.getAttribute('href')).toBe(SOURCE.url);
    expect(link.closest('p')?.textContent).toBe('Source: lostwordchronicle.com attack table (Global server), as of 26 Oct 2024.');
    expect(section.textContent).not.toContain('Base stats');
  });

  it('says so plainly for a Friend without attack data', async () => {
    const section = await open({ attacks: [], japaneseBaseStats: null });
    expect(section.textContent).toContain('No attack data: the source lists no attacks for this Friend.');
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('shows the Japanese base stats, labelled as such with their source, where a source gives them', async () => {
    const stats = {
      hp: 12345,
      yangAttack: 1000,
      yangDefense: 900,
      agility: 800,
      yinAttack: 1100,
      yinDefense: 950,
      source: { name: 'thlost unit pages', url: 'https://example.org/thlost', asOf: '2021-07-18', label: 'Japanese server, July 2021' },
    };
    const section = await open({ attacks: [spellCard], japaneseBaseStats: stats });
    const block = within(section).getByRole('region', { name: 'Base stats: Japanese server, July 2021' });
    expect(block.textContent).toContain('HP12,345');
    expect(block.textContent).toContain('Yin defense950');
    expect(within(block).getByRole('link', { name: 'thlost unit pages' }).getAttribute('href')).toBe('https://example.org/thlost');
  });
});
