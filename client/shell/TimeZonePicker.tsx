// The time-zone setting: a combobox over every zone, filtered as the visitor types ("tokyo",
// "Asia/To"), each with its offset now. The field shows the zone chosen until it is typed into.
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useRenderNow } from '../shared/renderState.tsx';
import { setSetting, useSettings } from '../shared/settings.ts';
import { BROWSER_ZONE, searchTimeZones, timeZoneLabel } from '../shared/timeZones.ts';

export const BROWSER_ZONE_LABEL = "Browser's zone";

/** Options drawn at once: building each one's offset costs the zone's data, and a list longer than this is scrolled past, not read. */
const MAX_SHOWN = 60;

interface ZoneOption {
  value: string;
  label: string;
}

/** The options for a search: the browser's zone first (when the text is empty or names it), then the zones found. */
function optionsFor(text: string, now: number): { options: ZoneOption[]; found: number } {
  const zones = searchTimeZones(text);
  const options: ZoneOption[] = [];
  const q = text.trim().toLowerCase();
  if (!q || BROWSER_ZONE_LABEL.toLowerCase().includes(q)) options.push({ value: BROWSER_ZONE, label: BROWSER_ZONE_LABEL });
  for (const zone of zones.slice(0, MAX_SHOWN)) options.push({ value: zone, label: timeZoneLabel(zone, now) });
  return { options, found: zones.length };
}

/** The label of a zone setting's value. */
export function zoneChoiceLabel(zone: string, now: number): string {
  return zone === BROWSER_ZONE ? BROWSER_ZONE_LABEL : timeZoneLabel(zone, now);
}

export function TimeZonePicker({ id }: { id: string }) {
  const { timeZone } = useSettings();
  const now = useRenderNow();
  // The text typed, while searching; null shows the zone chosen.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const open = text !== null;
  const { options, found } = open ? optionsFor(text, now) : { options: [], found: 0 };
  const chosen = zoneChoiceLabel(timeZone, now);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function pick(option: ZoneOption) {
    setSetting('timeZone', option.value);
    setText(null);
  }

  function search(value: string) {
    setText(value);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        search('');
        return;
      }
      if (!n) return;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && active < n) pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Inside the settings dialog, the first Escape closes the list only.
      event.preventDefault();
      event.stopPropagation();
      setText(null);
    }
  }

  let status = '';
  if (open) {
    if (!found && !options.length) status = `No zone matches “${text.trim()}”.`;
    else if (found > MAX_SHOWN) status = `${found} zones; the first ${MAX_SHOWN} shown: type more of a name to narrow them.`;
    else status = `${found} zone${found === 1 ? '' : 's'}.`;
  }

  return (
    <div
      className="zone-picker"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setText(null);
      }}
    >
      <input
        id={id}
        type="text"
        role="combobox"
        value={open ? text : chosen}
        placeholder={chosen}
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active < options.length ? optionId(active) : undefined}
        onChange={(e) => search(e.target.value)}
        onFocus={(e) => e.target.select()}
        onClick={() => !open && search('')}
        onKeyDown={onKeyDown}
      />
      {/* Clicks on the list keep the focus in the field (the list stays open until a zone is chosen). */}
      <div className="zone-picker-popup" hidden={!open} onMouseDown={(e) => e.preventDefault()}>
        <div role="listbox" id={listId} aria-label="Time zones">
          {options.map((o, i) => (
            <div
              key={o.value || 'browser'}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              data-chosen={o.value === timeZone || undefined}
              className="zone-picker-option"
              onClick={() => pick(o)}
            >
              {o.label}
            </div>
          ))}
        </div>
        {status ? <p className="zone-picker-note">{status}</p> : null}
      </div>
      <output className="visually-hidden">{status}</output>
    </div>
  );
}
