import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../src/db/client";
import { profiles, users } from "../src/db/schema";
import { createDemoRepository } from "../src/modules/demo/demo.repository";
import { bulkSeedMembers } from "../src/modules/demo/demo.service";
import { createTestDatabase } from "./support/database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TABLES = sql`('users'::regclass, 'profiles'::regclass)`;

/**
 * Everything the fast seed path drops and rebuilds, by definition: an index or constraint that came
 * back under another name, with other columns, not valid, or not at all would differ here. Constraints
 * pointing at users or profiles from other tables count too: they depend on the keys of both.
 */
async function schemaOfUsersAndProfiles() {
  const indexes = await queryRows<{ name: string; def: string; valid: boolean; ready: boolean }>(
    database.db,
    sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def,
          indisvalid as valid, indisready as ready
        from pg_index where indrelid in ${TABLES} order by 1`,
  );
  const constraints = await queryRows<{ tbl: string; name: string; def: string; validated: boolean }>(
    database.db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def,
          convalidated as validated
        from pg_constraint where conrelid in ${TABLES} or confrelid in ${TABLES} order by 1, 2`,
  );
  return { indexes, constraints };
}

/** The SQLSTATE a statement failed with, from the driver's error or the one Drizzle wraps it in. */
async function errorCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return code ?? cause?.code;
  }
  return undefined;
}

describe("bulk seed with indexes deferred", () => {
  it("puts back every index and constraint of users and profiles, and loads every member", async () => {
    const before = await schemaOfUsersAndProfiles();
    // The lists must hold what the seed path drops, or the comparison proves nothing.
    expect(before.indexes.length).toBeGreaterThan(2);
    expect(before.constraints.map((c) => c.def).join("\n")).toMatch(/UNIQUE/);
    expect(before.constraints.map((c) => c.def).join("\n")).toMatch(/FOREIGN KEY/);

    // A batch smaller than the count, so the load runs in several statements as at scale.
    await bulkSeedMembers(createDemoRepository(database.db), 1200, { deferIndexes: true, batch: 500 });

    expect(await schemaOfUsersAndProfiles()).toEqual(before);
    expect(await database.db.$count(users)).toBe(1200);
    expect(await database.db.$count(profiles)).toBe(1200);
  });

  it("leaves the rebuilt constraints enforcing", async () => {
    // A second member's email on the first, and a profile whose id is no user's.
    const first = sql`(select id from users order by id limit 1)`;
    const takenEmail = database.db.execute(
      sql`update users set email = (select email from users order by id offset 1 limit 1) where id = ${first}`,
    );
    expect(await errorCode(takenEmail)).toBe("23505");
    const orphan = database.db.execute(sql`update profiles set id = gen_random_uuid() where id = ${first}`);
    expect(await errorCode(orphan)).toBe("23503");
  });
});
