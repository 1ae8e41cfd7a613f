// Migration 0014: a profile saved with spec 000's 'Chinese' reads 'Mandarin', as spec 001's list says.
import { LANGUAGES } from "@kindred/contracts";
import { eq, sql } from "drizzle-orm";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { profiles } from "../src/db/schema";
import { createMember } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("renames 'Chinese' to 'Mandarin' in stored profiles and leaves other languages alone", async () => {
  const member = await createMember(server, { firstName: "Mei" });
  await server.db.execute(sql`update profiles set languages = array['English', 'Chinese'] where id = ${member.id}`);
  const migration = await readFile(new URL("../src/db/migrations/0014_option_lists.sql", import.meta.url), "utf8");
  await server.db.execute(sql.raw(migration));
  const [row] = await server.db
    .select({ languages: profiles.languages })
    .from(profiles)
    .where(eq(profiles.id, member.id));
  expect(row?.languages).toEqual(["English", "Mandarin"]);
  expect(LANGUAGES).toContain("Mandarin");
  expect(LANGUAGES).not.toContain("Chinese" as never);
});
