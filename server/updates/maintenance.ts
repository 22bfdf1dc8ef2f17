// Maintenance windows and developer letters of the global server, with their state at request
// time: a window is waiting before its start, ongoing until its end, then done; a letter "starts
// in" before its time, is "started" for one hour, then ended.
import { builder } from '../builder.ts';
import { DatePrecisionEnum, precisionOf } from '../scalars.ts';
import { hasPassed } from '../shared/reveal.ts';
import { currentDevLetter, listDevLetters, listMaintenances, nextMaintenance } from './repo.ts';

/** How long a developer letter counts as just started. */
export const DEV_LETTER_WINDOW_MS = 60 * 60 * 1000;

const MaintenanceStatusEnum = builder.enumType('MaintenanceStatus', {
  values: {
    WAITING: { description: 'Before its start (or its start is unknown and its end is to come).' },
    ONGOING: { description: 'Between its start and its end.' },
    DONE: { description: 'After its end.' },
  } as const,
});

const DevLetterStatusEnum = builder.enumType('DevLetterStatus', {
  values: {
    STARTS_IN: { description: 'Before its time.' },
    STARTED: { description: 'Within the hour after its time.' },
    ENDED: { description: 'More than an hour after its time.' },
  } as const,
});

builder.prismaObject('Maintenance', {
  description: 'A maintenance window of the global server.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title', { nullable: true }),
    start: t.expose('startAt', { type: 'DateTime', nullable: true, description: 'Start (UTC); null when no page states it.' }),
    startPrecision: t.field({
      type: DatePrecisionEnum,
      nullable: true,
      select: { startAt: true, startPrecision: true },
      resolve: (m) => precisionOf(m.startAt, m.startPrecision),
    }),
    end: t.expose('endAt', { type: 'DateTime', description: 'End (UTC).' }),
    endPrecision: t.field({
      type: DatePrecisionEnum,
      select: { endAt: true, endPrecision: true },
      resolve: (m) => precisionOf(m.endAt, m.endPrecision) ?? 'instant',
    }),
    news: t.exposeString('newsUrl', { nullable: true, description: 'The official announcement.' }),
    status: t.field({
      type: MaintenanceStatusEnum,
      select: { startAt: true, endAt: true },
      resolve: (m, _args, ctx) => (hasPassed(m.endAt, ctx.viewer) ? 'DONE' : hasPassed(m.startAt, ctx.viewer) ? 'ONGOING' : 'WAITING'),
    }),
    devLetters: t.relation('letters', {
      description: 'Developer letters announced with this maintenance.',
      extensions: { maxItems: 20, partitionOf: 1000 },
      query: { orderBy: { at: 'asc' } },
    }),
    source: t.exposeString('source', { nullable: true }),
  }),
});

builder.prismaObject('DevLetter', {
  description: 'A developer letter (live stream or post) on the global server.',
  fields: (t) => ({
    time: t.expose('at', { type: 'DateTime', description: 'When it starts (UTC).' }),
    title: t.exposeString('title', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    status: t.field({
      type: DevLetterStatusEnum,
      select: { at: true },
      resolve: (l, _args, ctx) =>
        !hasPassed(l.at, ctx.viewer) ? 'STARTS_IN' : ctx.viewer.now.getTime() < l.at.getTime() + DEV_LETTER_WINDOW_MS ? 'STARTED' : 'ENDED',
    }),
    source: t.exposeString('source', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  maintenances: t.prismaField({
    type: ['Maintenance'],
    description: 'Every maintenance window on record, newest first.',
    extensions: { maxItems: 1000 },
    resolve: (query) => listMaintenances(query),
  }),
  nextMaintenance: t.prismaField({
    type: 'Maintenance',
    nullable: true,
    description: 'The window not over yet (ongoing, else the next to start); null when none is announced.',
    resolve: (query, _root, _args, ctx) => nextMaintenance(query, ctx.viewer),
  }),
  devLetters: t.prismaField({
    type: ['DevLetter'],
    description: 'Every developer letter on record, newest first.',
    extensions: { maxItems: 1000 },
    resolve: (query) => listDevLetters(query),
  }),
  currentDevLetter: t.prismaField({
    type: 'DevLetter',
    nullable: true,
    description: 'The letter to show now: the next to start or one started within the hour, else the latest.',
    resolve: (query, _root, _args, ctx) => currentDevLetter(query, ctx.viewer, DEV_LETTER_WINDOW_MS),
  }),
}));
