import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder.ts';

builder.scalarType('DateTime', {
  description: 'An instant in UTC, as an ISO-8601 string ending in Z (e.g. 2026-11-21T00:00:00.000Z).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO-8601 string');
    }
    return new Date(ast.value);
  },
});
