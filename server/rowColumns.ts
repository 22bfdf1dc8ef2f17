// A Pothos plugin of the schema's own: a field of a Prisma object whose own selection is only
// columns its type loads with every row (the type's `select`) needs no selection of its own. The
// Prisma plugin maps a field with a selection row by row (it asks, for each row, whether the row's
// query loaded the field's columns) and plans it into every query; for columns every row has
// anyway, that is work for nothing, and in a list of a hundred rows it is most of the list's cost.
// Such a field is left as a plain field over the row. Fields with relations, computed selections or
// columns outside the type's `select` keep theirs.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

/** The columns (scalar and enum fields) of each model, from the datamodel the Prisma plugin is given. */
type Columns = Map<string, Set<string>>;

function columnsOfModels(dmmf: unknown): Columns {
  const models =
    (dmmf as { datamodel?: { models?: Record<string, { fields: { name: string; kind: string }[] }> } })?.datamodel?.models ?? {};
  return new Map(
    Object.entries(models).map(([name, model]) => [
      name,
      new Set(model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum').map((f) => f.name)),
    ]),
  );
}

/**
 * Whether `select` is only columns (`{ column: true }`) that every row of the type has: those of
 * the type's own `select`, or, for a type without one (Pothos then loads every column of the
 * model), any column of the model.
 */
function loadedWithTheRow(select: unknown, base: unknown, columns: Set<string> | undefined): boolean {
  if (!select || typeof select !== 'object' || !columns) return false;
  if (base !== undefined && (!base || typeof base !== 'object')) return false;
  const selected = base as Record<string, unknown> | undefined;
  return Object.entries(select).every(
    ([column, wanted]) => wanted === true && columns.has(column) && (selected === undefined || selected[column] === true),
  );
}

export class RowColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private columns: Columns | undefined;

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const extensions = fieldConfig.extensions as Record<string, unknown> | undefined;
    if (fieldConfig.kind !== 'PrismaObject' || !extensions?.pothosPrismaSelect) return fieldConfig;
    this.columns ??= columnsOfModels((this.builder.options as { prisma?: { dmmf?: unknown } }).prisma?.dmmf);
    const type = this.buildCache.getTypeConfig(fieldConfig.parentType);
    const model = type.extensions?.pothosPrismaModel as string | undefined;
    if (!model || !loadedWithTheRow(extensions.pothosPrismaSelect, type.extensions?.pothosPrismaSelect, this.columns.get(model)))
      return fieldConfig;
    const { pothosPrismaSelect: _everyRowHasIt, ...rest } = extensions;
    return { ...fieldConfig, extensions: rest };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      rowColumns: RowColumnsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('rowColumns', RowColumnsPlugin);
