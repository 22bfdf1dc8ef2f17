import { usePageTitle } from './title.ts';

/** /about. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <section className="page about-page">
      <h1>About this tracker</h1>
      <p>
        A public, account-free tracker for the global release of Touhou LostWord. It lists characters, story cards, prayers and the Scarlet
        Devil Tower, with times in UTC or your own time zone. Preferences are kept only in your browser.
      </p>
      <p>
        Game data comes from public sources: official global news posts, community guides and public data repositories. Each record keeps
        its source. Records marked "sample data" are placeholders where no public source exists.
      </p>
      <h2>Character portraits</h2>
      <p>
        The Friends' portraits are the game's own character art: Touhou LostWord and its art belong to its makers, the Touhou Project
        characters to Team Shanghai Alice. The tracker shows them, as fan databases do, from the square pictures two fan sites collected:
      </p>
      <ul className="credits">
        <li>
          <a href="https://github.com/MedicineMelancholy0/THLWTierlist">THLWTierlist</a> by MedicineMelancholy0 (most portraits);
        </li>
        <li>
          <a href="https://github.com/MaddoScientisto/LostWordTracker">LostWordTracker</a> by MaddoScientisto (the others).
        </li>
      </ul>
      <p>
        Neither repository states a licence for its files; they are credited here and used unchanged apart from being resized. Friends
        neither set has a picture of show a tile in their colours instead. Each character's entry in the data download names its picture's
        file and set.
      </p>
      <h2>Attack figures and base stats</h2>
      <p>
        Each Friend's spell cards and last word, with their power split into yin and yang, elements, bullet types and killers (on the
        Friend's page and in the <a href="/characters/attacks">attack comparison</a>), come from the attack table of the global fan site
        lostwordchronicle.com, as its <a href="https://github.com/Escheria/lostwordchroniclepagesdesigns">public repository</a> holds it on
        26 October 2024: later Friends and later changes to an attack are not in it. The Japanese base stats some Friends show are the
        Japanese server's as of July 2021, from <a href="https://github.com/TouhouLostword/thlost">thlost</a>, not the global server's.
      </p>
      {/* biome-ignore lint/correctness/useUniqueElementIds: the one section the release order links to (/about#suggest) */}
      <h2 id="suggest">Know a date? Suggest a correction</h2>
      <p>
        Most Friends' global debuts are known only as "out by" a date, and some prayers, forever prayers and tower floors lack a fact. Where
        the tracker shows such a fact, a link <em>Know this? Suggest a correction</em> opens a short form: the fact, where it comes from (a
        news post or guide page, or the day you saw it in the game with a screenshot) and a note. No account is needed. A maintainer checks
        each suggestion against its source; its own page says whether it was accepted, or why not. Suggestions and their sources are public;
        of you, only a keyed hash of your address is kept, for a week at most, to limit how many one address makes; once a suggestion of
        yours is accepted, that hash is kept with the number accepted for a year, as a hint of trust the maintainers see. A screenshot you
        add is seen by the maintainers only.
      </p>
      <p>
        The public GraphQL API is at <a href="/graphql">/graphql</a>.
      </p>
      <p>
        The whole dataset is one JSON download, in the format the tracker itself imports:{' '}
        <a href="/export/lostword-data.json" download>
          lostword-data.json
        </a>{' '}
        holds what is public on the global server, and{' '}
        <a href="/export/lostword-data.json?jpContent=1" download>
          the JP-content edition
        </a>{' '}
        also what is not revealed there yet (spoilers). Both follow the data as it is updated.
      </p>
    </section>
  );
}
