// The price list of the cost limit (execution/limits.ts) that domains declare on their fields, in
// the limit's unit: one object of an answer.

/** What a field costs per parent beyond the objects it returns: one figure, or one for each kind of parent. */
export type FieldCost = number | { distinct: number; repeated: number };

/**
 * A count of a relation (a group's `total`, a connection's `totalCount`). Under distinct parents
 * (the groups of a list) the counts together read each counted row once, like one more object per
 * parent. Under parents that repeat (the world of each of 100 characters) every repeat counts its
 * group again: measured on the real data, such a count costs about ten objects of an answer.
 */
export const RELATION_COUNT: FieldCost = { distinct: 1, repeated: 10 };

/**
 * How the limit prices a type's fields, declared in the type's extensions: a connection's object is
 * one object and its `edges`/`nodes` hold a page of items (priced at the page size it is asked
 * for); an edge's `node` is the item itself, not an object shared between parents. The builder
 * declares it on every connection and edge type it makes.
 */
export type TypePricing = { pricing: 'connection' } | { pricing: 'edge' };
export const CONNECTION_PRICING: TypePricing = { pricing: 'connection' };
export const EDGE_PRICING: TypePricing = { pricing: 'edge' };
