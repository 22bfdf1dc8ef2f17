import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeSchedule_home$key } from '../__generated__/HomeSchedule_home.graphql.ts';
import { Countdown, useNow } from '../shared/Countdown.tsx';
import { nextUtcMidnight } from '../shared/dates.ts';
import { LocalDate } from '../shared/LocalDate.tsx';

/** One hour: how long a developer letter counts as just started. */
export const DEV_LETTER_WINDOW_MS = 3_600_000;

export type MaintenanceState = 'waiting' | 'ongoing' | 'done';
export type LetterState = 'starts-in' | 'started' | 'ended';

/** A maintenance window at `now`: waiting before its start, ongoing until its end, then done. */
export function maintenanceState(start: number | null, end: number, now: number): MaintenanceState {
  if (now >= end) return 'done';
  return start !== null && now >= start ? 'ongoing' : 'waiting';
}

/** A developer letter at `now`: starts in, started for one hour, then ended. */
export function letterState(at: number, now: number): LetterState {
  if (now < at) return 'starts-in';
  return now < at + DEV_LETTER_WINDOW_MS ? 'started' : 'ended';
}

/** The instant a countdown counts to, in the visitor's zone. */
function At({ value }: { value: string }) {
  return (
    <span className="schedule-at">
      (<LocalDate value={value} withTime />)
    </span>
  );
}

/** The next daily reset, the next maintenance window and the developer letter, ticking (100 ms). */
export function HomeSchedule({ home }: { home: HomeSchedule_home$key }) {
  const { nextMaintenance: m, devLetter: l } = useFragment(
    graphql`
      fragment HomeSchedule_home on Home {
        nextMaintenance {
          title
          start
          end
          news
        }
        devLetter {
          time
          title
          url
        }
      }
    `,
    home,
  );
  // The page keeps its answer while it stays open: the states follow the visitor's clock.
  const now = useNow(100);
  const start = m?.start ? new Date(m.start).getTime() : null;
  const end = m ? new Date(m.end).getTime() : 0;
  const state = m ? maintenanceState(start, end, now) : 'done';
  const letterAt = l ? new Date(l.time).getTime() : 0;
  const letter = l ? letterState(letterAt, now) : 'ended';
  const reset = new Date(nextUtcMidnight(now)).toISOString();
  // Before its start a window counts to its start (to its end when the start is not announced).
  const maintenanceAt = m ? (state === 'ongoing' || !m.start ? m.end : m.start) : '';
  return (
    <section className="home-card home-schedule">
      <h2>Schedule</h2>
      <dl>
        <dt>Next daily reset</dt>
        <dd>
          <Countdown target={reset} intervalMs={100} /> <At value={reset} />
        </dd>
        <dt>Maintenance</dt>
        <dd data-state={state}>
          {m && state !== 'done' ? (
            <>
              {m.news ? (
                <a href={m.news} target="_blank" rel="noreferrer noopener">
                  {m.title ?? 'Maintenance'}
                </a>
              ) : (
                (m.title ?? 'Maintenance')
              )}
              <br />
              {state === 'ongoing' ? 'Ends in ' : 'Starts in '}
              <Countdown target={maintenanceAt} intervalMs={100} /> <At value={maintenanceAt} />
              {start === null ? <span className="unknown"> (start not announced; this is its end)</span> : null}
            </>
          ) : (
            <span className="empty">None announced.</span>
          )}
        </dd>
        <dt>Developer letter</dt>
        <dd data-state={letter}>
          {l && letter !== 'ended' ? (
            <>
              {l.url ? (
                <a href={l.url} target="_blank" rel="noreferrer noopener">
                  {l.title ?? 'Developer letter'}
                </a>
              ) : (
                (l.title ?? 'Developer letter')
              )}{' '}
              {letter === 'started' ? (
                <strong>started</strong>
              ) : (
                <>
                  starts in <Countdown target={l.time} intervalMs={100} /> <At value={l.time} />
                </>
              )}
            </>
          ) : l ? (
            <>
              Last: {l.title ?? 'Developer letter'}, <LocalDate value={l.time} />
            </>
          ) : (
            <span className="empty">None on record.</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
