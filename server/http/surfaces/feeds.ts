// The Atom, RSS and iCalendar feeds the domains declare (server/feeds.ts): made where queries run and answered
// from the response cache under the data version like any read (one entry per feed and spoiler
// switch), so a feed reader's polling costs what a cached answer costs, with an ETag for its
// If-None-Match. The usual places a reader looks for a site's feed are moved to the feed that
// declares them (the update log's).
import { feedAlias, isFeed } from '../../feeds.ts';
import { readSpoilerSwitch, SPOILER_PARAM } from '../../shared/reveal.ts';
import type { MakeSurface } from './surface.ts';

const TEXT = 'text/plain; charset=utf-8';

export const feeds: MakeSurface = ({ edge, executor }) => ({
  name: 'feeds',
  headers: 'site',
  match: isFeed,
  handle(req, res, { path, query }) {
    const params = new URLSearchParams(query);
    const refuse = (message: string) => {
      res.writeHead(400, { 'content-type': TEXT, 'content-length': Buffer.byteLength(message) }).end(message);
    };
    for (const name of params.keys()) {
      if (name !== SPOILER_PARAM)
        return refuse(`Unknown query parameter ${JSON.stringify(name.slice(0, 40))}: a feed takes only ${SPOILER_PARAM}.`);
    }
    let jpContent: boolean;
    try {
      jpContent = readSpoilerSwitch(params);
    } catch (e) {
      return refuse((e as Error).message);
    }
    const switched = jpContent ? `?${SPOILER_PARAM}=1` : '';
    const moved = feedAlias(path);
    if (moved) {
      res.writeHead(301, { location: `${moved}${switched}`, 'content-length': 0 }).end();
      return;
    }
    edge.serveRead(req, res, {
      voice: 'file',
      key: `feed ${path}${switched}`,
      tracked: true,
      run: (version, at) =>
        executor.run(
          { method: 'GET', url: `${path}${switched}`, headers: {}, dataVersion: version, at, feed: true },
          { client: edge.client(req), kind: 'feed' },
        ),
    });
  },
});
