// Border colours and labels of character statuses, used by thumbnails and the legend.
export const STATUS_STYLES: Record<string, { label: string; colour: string }> = {
  'non-limited': { label: 'In the standard or ritual prayer', colour: '#9fb3c8' },
  limited: { label: 'Limited', colour: '#f2c94c' },
  upcoming: { label: 'Upcoming', colour: '#6fcf97' },
  announced: { label: 'Announced', colour: '#56ccf2' },
  story: { label: 'Story only', colour: '#bb6bd9' },
  enemy: { label: 'Enemy only', colour: '#eb5757' },
  both: { label: 'Story and enemy', colour: '#eb5757' },
  guest: { label: 'Guest', colour: '#f2994a' },
  'not-available': { label: 'Not available', colour: '#4f4f4f' },
};
