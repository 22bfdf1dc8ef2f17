export { normaliseAlias } from '../../prisma/seed/load.ts';
