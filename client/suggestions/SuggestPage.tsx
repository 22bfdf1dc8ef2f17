// /suggest?field=debut&key=<id>: a short form for one fact still a bound or unknown, its source and
// a note. No account: the server counts and caps suggestions per address, and keeps only a keyed
// hash of it, for a week. On success the visitor goes to the suggestion's own page.
import './suggestions.css';
import { useId, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { SuggestPageMutation, SuggestPageMutation$variables } from '../__generated__/SuggestPageMutation.graphql.ts';
import type { SuggestionField, SuggestPageQuery } from '../__generated__/SuggestPageQuery.graphql.ts';
import { preloadedPage, queryLoader } from '../relay/queryLoader.tsx';
import { usePageTitle } from '../shell/title.ts';
import { describeValue, FIELD_LABELS, FIELDS, PRECISION_LABELS } from './fields.ts';
import { FloorFieldset, floorInput } from './floorForm.tsx';
import { NEW_RECORDS, NewRecordFieldset, newRecordInput } from './newRecords.tsx';

const Query = graphql`
  query SuggestPageQuery($field: SuggestionField!, $key: String!, $run: Boolean!) {
    suggestionTarget(field: $field, key: $key) @include(if: $run) {
      field
      key
      path
      name
      open
      date
      precision
      slots
    }
    suggestions(field: $field, key: $key) @include(if: $run) {
      suggestionId
      count
      date
      precision
      characters
      cards
      number
      slot
    }
  }
`;

const Mutation = graphql`
  mutation SuggestPageMutation($input: SuggestCorrectionInput!) {
    suggestCorrection(input: $input) {
      suggestionId
      path
    }
  }
`;

type Input = SuggestPageMutation$variables['input'];

export function SuggestPage({ queryRef }: { queryRef: PreloadedQuery<SuggestPageQuery> }) {
  usePageTitle(NEW_RECORDS[queryRef.variables.field]?.title ?? 'Suggest a correction');
  const data = usePreloadedQuery<SuggestPageQuery>(Query, queryRef);
  const target = data.suggestionTarget;
  const proposal = NEW_RECORDS[queryRef.variables.field];
  if (proposal)
    return (
      <section className="page suggest-page">
        <h1>{proposal.title}</h1>
        <p className="suggest-target">{proposal.intro}</p>
        <SuggestForm field={queryRef.variables.field} targetKey="new" slots={[]} />
      </section>
    );
  if (!queryRef.variables.run || !target) {
    return (
      <section className="page suggest-page">
        <h1>Suggest a correction</h1>
        <p>
          There is no such record to correct. Open the Friend, prayer or tower floor whose fact you know, and follow its “Know this?” link.
        </p>
      </section>
    );
  }
  return (
    <section className="page suggest-page">
      <h1>Suggest a correction</h1>
      <p className="suggest-target">
        {FIELD_LABELS[target.field as SuggestionField]} of {target.path ? <Link to={target.path}>{target.name}</Link> : target.name}
        {target.date ? (
          <>
            {' '}
            · the site says {target.precision === 'by' ? 'out by ' : ''}
            {target.date.slice(0, target.precision === 'month' ? 7 : 10)}
            {target.precision && target.precision !== 'by' ? ` (${target.precision})` : ''}
          </>
        ) : (
          ' · unknown to the site'
        )}
      </p>
      {data.suggestions?.length ? (
        <section className="suggestions-open" aria-label="Being checked">
          <h2>Being checked</h2>
          <ul>
            {data.suggestions.map((s) => (
              <li key={s.suggestionId}>
                <Link to={`/suggestions/${s.suggestionId}`}>Suggestion {s.suggestionId}</Link>:{' '}
                {describeValue({ ...s, field: target.field })} · made {s.count}×
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {target.open ? null : (
        <p className="suggest-known">
          The site knows this fact from a source it names. If another source says otherwise, suggest the correction with that source: a
          maintainer compares the two.
        </p>
      )}
      <SuggestForm field={target.field as SuggestionField} targetKey={target.key} slots={target.slots} />
    </section>
  );
}

function SuggestForm({ field, targetKey, slots }: { field: SuggestionField; targetKey: string; slots: readonly number[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [commit, inFlight] = useMutation<SuggestPageMutation>(Mutation);
  const [error, setError] = useState<string | null>(null);
  const [sourceKind, setSourceKind] = useState<'url' | 'game'>('url');
  const screenshot = useScreenshot();
  // A proposed portrait is uploaded the same way, and kept apart from the screenshot of its source.
  const picture = useScreenshot();
  const refused = (message: string) => {
    // A picture past its hour is sent again with the next try.
    if (/Upload it again/.test(message)) {
      screenshot.forget();
      picture.forget();
    }
    setError(message);
  };
  const kind = FIELDS[field];

  const submit = async (form: HTMLFormElement) => {
    const f = new FormData(form);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const shot = f.get('screenshot');
    const file = shot instanceof File && shot.size > 0 ? shot : null;
    setError(null);
    if (sourceKind === 'game' && !file && !text('screenshotUrl')) return setError('Add the screenshot, or the address of one.');
    const art = f.get('picture');
    let evidence: string | null = null;
    let pictureToken: string | null = null;
    try {
      if (art instanceof File && art.size > 0) pictureToken = await picture.send(art);
      evidence = file ? await screenshot.send(file) : null;
    } catch (e) {
      return setError((e as Error).message);
    }
    const input: Input = {
      field,
      key: targetKey,
      note: text('note') || null,
      website: text('website') || null,
      source:
        sourceKind === 'url'
          ? { url: text('url'), evidence }
          : { inGameOn: text('inGameOn'), screenshotUrl: text('screenshotUrl') || null, evidence },
      ...(kind === 'record' ? newRecordInput(field, text) : kind === 'facts' ? floorInput(text) : factInput(kind, text)),
      ...(pictureToken ? { picture: pictureToken } : {}),
    };
    commit({
      variables: { input },
      onCompleted: (response, errors) => {
        if (errors?.length) return refused(errors.map((e) => e.message).join(' '));
        navigate(response.suggestCorrection.path);
      },
      onError: (e) => refused(e.message.replace(/^[\s\S]*?\n\n/, '') || 'The suggestion could not be sent.'),
    });
  };

  return (
    <form
      className="suggest-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <FactFieldset field={field} kind={kind} id={id} slots={slots} />
      <SourceFieldset id={id} sourceKind={sourceKind} setSourceKind={setSourceKind} />
      <label htmlFor={`${id}-note`}>Note (plain text, optional)</label>
      <textarea id={`${id}-note`} name="note" rows={3} maxLength={500} />
      {/* Never shown to people: a form that fills it is not one. */}
      <div className="suggest-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {error ? (
        <p className="suggest-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="suggest-privacy">
        No account. Your suggestion and its source are public; nothing about you is kept but a keyed hash of your address, for a week, to
        limit how many suggestions one address makes, and, once one of your suggestions is taken, that hash with the number taken, for a
        year, which the maintainers see as a hint of trust.
      </p>
      <button type="submit" disabled={inFlight || screenshot.uploading || picture.uploading}>
        {screenshot.uploading || picture.uploading ? 'Sending the picture…' : 'Send the suggestion'}
      </button>
    </form>
  );
}

/** Where the fact comes from: a page, or the game on a day with a screenshot; and a screenshot either way. */
function SourceFieldset({
  id,
  sourceKind,
  setSourceKind,
}: {
  id: string;
  sourceKind: 'url' | 'game';
  setSourceKind: (kind: 'url' | 'game') => void;
}) {
  return (
    <fieldset>
      <legend>Where it comes from</legend>
      <label className="suggest-choice">
        <input type="radio" name="sourceKind" checked={sourceKind === 'url'} onChange={() => setSourceKind('url')} /> A page (a news post, a
        guide)
      </label>
      <label className="suggest-choice">
        <input type="radio" name="sourceKind" checked={sourceKind === 'game'} onChange={() => setSourceKind('game')} /> Seen in the game,
        with a screenshot
      </label>
      {sourceKind === 'url' ? (
        <>
          <label htmlFor={`${id}-url`}>Address</label>
          <input id={`${id}-url`} name="url" type="url" required placeholder="https://" maxLength={500} />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-day`}>The day you saw it</label>
          <input id={`${id}-day`} name="inGameOn" type="date" required min="2021-05-01" />
          <label htmlFor={`${id}-shot`}>Or the address of a screenshot</label>
          <input id={`${id}-shot`} name="screenshotUrl" type="url" placeholder="https://" maxLength={500} />
        </>
      )}
      <label htmlFor={`${id}-file`}>{sourceKind === 'game' ? 'Screenshot' : 'A screenshot (optional)'}</label>
      <input
        id={`${id}-file`}
        name="screenshot"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-file-help`}
      />
      <p id={`${id}-file-help`} className="suggest-hint">
        PNG, JPEG or WebP, up to 6 MB. Only the maintainers see it; it is removed when the suggestion is turned down, and 90 days after it
        is taken.
      </p>
    </fieldset>
  );
}

/**
 * The screenshot of the form, uploaded when it is sent: the picture sent already and its token are
 * kept, so a form sent again (after a refusal) does not send the same picture twice, which would
 * count against the address's suggestions again.
 */
function useScreenshot() {
  const [uploading, setUploading] = useState(false);
  const uploaded = useRef<{ file: string; token: string } | null>(null);
  const send = async (file: File): Promise<string> => {
    const picked = `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
    if (uploaded.current?.file === picked) return uploaded.current.token;
    setUploading(true);
    try {
      const token = await uploadScreenshot(file);
      uploaded.current = { file: picked, token };
      return token;
    } finally {
      setUploading(false);
    }
  };
  const forget = () => {
    uploaded.current = null;
  };
  return { uploading, send, forget };
}

/** Uploads a screenshot for the suggestion; its token, or an error with the server's words. */
async function uploadScreenshot(file: File): Promise<string> {
  const answer = await fetch('/suggestions/evidence', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body = (await answer.json().catch(() => ({}))) as { evidence?: string; message?: string };
  if (!answer.ok || !body.evidence) throw new Error(body.message ?? `The screenshot could not be sent (${answer.status}).`);
  return body.evidence;
}

type Kind = (typeof FIELDS)[string];

/** The suggested fact as the mutation takes it, read from the form's fields for its kind. */
function factInput(kind: Kind, text: (name: string) => string): Partial<Input> {
  const input: Partial<Input> = {};
  if (kind === 'date') {
    const precision = text('precision') as 'INSTANT' | 'DAY' | 'MONTH';
    const day = text('date');
    const time = text('time') || '00:00';
    input.precision = precision;
    input.date =
      precision === 'MONTH' ? `${day.slice(0, 7)}-01T00:00:00Z` : precision === 'DAY' ? `${day}T00:00:00Z` : `${day}T${time}:00Z`;
  } else if (kind === 'cards') {
    input.cards = text('cards')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  } else if (kind === 'characters') {
    input.characters = text('characters')
      .split(/[\s,]+/)
      .filter(Boolean);
  } else if (kind === 'number') {
    input.number = Number(text('number'));
    input.slot = Number(text('slot'));
  }
  return input;
}

/** The fields of the fact itself: a date and how exact it is, a list of Friends, an enemy's HP, or a whole new prayer. */
function FactFieldset({ field, kind, id, slots }: { field: string; kind: Kind; id: string; slots: readonly number[] }) {
  if (kind === 'record') return <NewRecordFieldset field={field} id={id} />;
  if (kind === 'facts') return <FloorFieldset id={id} />;
  if (kind === 'cards')
    return (
      <fieldset>
        <legend>The story cards</legend>
        <label htmlFor={`${id}-cards`}>Their numbers, separated by commas (as in a story card's page address, e.g. 12)</label>
        <textarea id={`${id}-cards`} name="cards" required rows={2} />
      </fieldset>
    );
  if (kind === 'picture')
    return (
      <fieldset>
        <legend>{field === 'ART' ? 'The art' : 'The portrait'}</legend>
        <label htmlFor={`${id}-picture`}>{field === 'ART' ? 'The picture (the whole card art)' : 'The picture (square works best)'}</label>
        <input id={`${id}-picture`} name="picture" type="file" required accept="image/png,image/jpeg,image/webp" />
        <p className="suggest-hint">
          PNG, JPEG or WebP, up to 6 MB, at least 64 px a side. Only the maintainers see it until one accepts it; it is then
          {field === 'ART' ? ' shown on the card' : ' cropped square and shown on her page'}.
        </p>
      </fieldset>
    );
  return kind === 'date' ? (
    <fieldset>
      <legend>The date (UTC)</legend>
      <label htmlFor={`${id}-date`}>Day</label>
      <input id={`${id}-date`} name="date" type="date" required min="2021-05-01" />
      <label htmlFor={`${id}-precision`}>How exact</label>
      <select id={`${id}-precision`} name="precision" defaultValue="DAY">
        {(['DAY', 'INSTANT', 'MONTH'] as const).map((p) => (
          <option key={p} value={p}>
            {PRECISION_LABELS[p]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-time`}>Time (UTC), when the source gives it</label>
      <input id={`${id}-time`} name="time" type="time" />
    </fieldset>
  ) : kind === 'characters' ? (
    <fieldset>
      <legend>The Friends</legend>
      <label htmlFor={`${id}-characters`}>Their ids, separated by commas (as in a Friend's page address, e.g. l1-reimu)</label>
      <textarea id={`${id}-characters`} name="characters" required rows={3} />
    </fieldset>
  ) : (
    <fieldset>
      <legend>The enemy's HP</legend>
      <label htmlFor={`${id}-slot`}>Enemy</label>
      <select id={`${id}-slot`} name="slot">
        {slots.map((s) => (
          <option key={s} value={s}>
            Slot {s + 1}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-number`}>HP</label>
      <input id={`${id}-number`} name="number" type="number" min="1" step="1" required />
    </fieldset>
  );
}

const KEY_PATTERN = /^[\w-]{1,100}$/;

export const loader = queryLoader<SuggestPageQuery>(Query, (url) => {
  const field = (url.searchParams.get('field') ?? '').toUpperCase();
  const key = url.searchParams.get('key') ?? '';
  // A new record is no record yet: its form asks nothing of the server.
  if (Object.hasOwn(NEW_RECORDS, field)) return { field: field as SuggestionField, key: 'new', run: false };
  const run = Object.hasOwn(FIELDS, field) && KEY_PATTERN.test(key);
  return { field: (run ? field : 'DEBUT') as SuggestionField, key: run ? key : '', run };
});
export const Component = preloadedPage<SuggestPageQuery>(SuggestPage);
