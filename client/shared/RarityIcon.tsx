// One small SVG per rarity type, drawn here so no icon font or image request is needed.
export const TYPE_LABELS: Record<string, string> = {
  gen: 'General',
  fes: 'Festival (L1)',
  afes: 'Festival',
  sfes: 'Ultra Festival',
  mfes: 'Ultra Festival (Hifuu)',
  exfes: 'Extra Festival',
  relic: 'Relic',
  genic: 'Genic',
  epic: 'Epic',
  wfes: 'Pure Festival',
  ds: 'Divergent Spirit',
  'vs-ds': 'VS Divergent Spirit',
  yukkuri: 'Yukkuri',
  'aya-assistance': 'Aya Assistance',
};

export const TYPE_COLOURS: Record<string, string> = {
  gen: '#9fb3c8',
  fes: '#f2c94c',
  afes: '#f2994a',
  sfes: '#eb5757',
  mfes: '#bb6bd9',
  exfes: '#56ccf2',
  relic: '#27ae60',
  genic: '#6fcf97',
  epic: '#f06292',
  wfes: '#ffffff',
  ds: '#828282',
  'vs-ds': '#828282',
  yukkuri: '#d4a373',
  'aya-assistance': '#2d9cdb',
};

function Shape({ type }: { type: string }) {
  switch (type) {
    case 'gen': // diamond
      return <path d="M12 2 22 12 12 22 2 12Z" />;
    case 'fes':
    case 'afes': // tomoe
      return <path d="M12 3a9 9 0 1 1-8.5 6A5 5 0 1 0 12 3Z" />;
    case 'sfes': // four-leaf clover
      return <path d="M12 12c-4-8 6-8 0 0 8-4 8 6 0 0 4 8-6 8 0 0-8 4-8-6 0 0Z" />;
    case 'mfes': // three tomoe
      return <path d="M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20Zm0 4a3 3 0 1 1 0 6 3 3 0 1 1 0-6Z" />;
    case 'exfes': // spiral
      return (
        <path d="M12 12m-1 0a1 1 0 1 1 2 0 3 3 0 1 1-6 0 5 5 0 1 1 10 0 7 7 0 1 1-14 0" fill="none" stroke="currentColor" strokeWidth="2" />
      );
    case 'relic': // quaver
      return <path d="M10 3h2v12.5A3.5 3.5 0 1 1 10 12.3V3Zm2 0c3 1 6 3 5 7-1-2-3-3-5-3Z" />;
    case 'epic': // five-leaf clover
      return <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7Z" />;
    case 'wfes': // octagram
      return <path d="M12 1l3 5.5 5.5-2-2 5.5L24 12l-5.5 3 2 5.5-5.5-2L12 24l-3-5.5-5.5 2 2-5.5L0 12l5.5-3-2-5.5 5.5 2Z" />;
    case 'genic':
      return <path d="M12 2 21 7v10l-9 5-9-5V7Z" />;
    case 'ds':
    case 'vs-ds':
      return <path d="M3 5h4l3 9 3-9h4l-5 14h-4Z" />;
    case 'yukkuri':
      return <path d="M12 4c6 0 10 4 10 9s-4 7-10 7S2 18 2 13s4-9 10-9Z" />;
    default:
      return <circle cx="12" cy="12" r="8" />;
  }
}

export function RarityIcon({ type, size = 16 }: { type: string; size?: number }) {
  return (
    <svg
      className="rarity-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={TYPE_COLOURS[type] ?? '#ccc'}
      style={{ color: TYPE_COLOURS[type] }}
      role="img"
      aria-label={TYPE_LABELS[type] ?? type}
    >
      <Shape type={type} />
    </svg>
  );
}
