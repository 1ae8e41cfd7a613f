import type { SQL } from "drizzle-orm";
import { Column, is, sql, type DriverValueDecoder } from "drizzle-orm";

/** A selection as drizzle's `select()` takes it: columns and typed SQL, by the key the row gets. */
export type JsonFields = Record<string, Column | SQL>;

/**
 * The select list of `fields`, each output named by its key, for a statement that hands its rows over
 * as one JSON value (`jsonArrayOf`). Hot reads with many columns or rows use it: the driver then parses
 * one field, natively, instead of building a parser per column and converting each value of each row.
 */
export const namedSelection = (fields: JsonFields): SQL =>
  sql.join(
    Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** The rows of `query` (which selects a `namedSelection`) as one JSON array: `[]` when there are none. */
export const jsonArrayOf = (query: SQL): SQL => sql`(select coalesce(json_agg(j), '[]'::json) from (${query}) as j)`;

/**
 * Gives each value of a row read back from JSON the type drizzle gives it when it reads the column
 * itself (a timestamp's ISO text becomes a Date; text arrays, numbers, booleans and jsonb are already
 * what JSON made them). Changes the row in place and returns it.
 */
export function decodeJsonRow<T>(fields: JsonFields, row: Record<string, unknown>): T {
  for (const key in fields) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    const field = fields[key]!;
    if (is(field, Column)) {
      if (field.dataType === "date") row[key] = field.mapFromDriverValue(value);
    } else {
      const { decoder } = field as SQL & { decoder?: DriverValueDecoder<unknown, unknown> };
      if (decoder) row[key] = decoder.mapFromDriverValue(value);
    }
  }
  return row as T;
}
