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
      <p>
        The public GraphQL API is at <a href="/graphql">/graphql</a>.
      </p>
    </section>
  );
}
