import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "./schema";
import { decodeJsonRow } from "./json-rows";

describe("decodeJsonRow", () => {
  const fields = {
    createdAt: profiles.createdAt,
    age: profiles.age,
    languages: profiles.languages,
    latitude: sql<number | null>`p.latitude`.mapWith(Number),
    photos: sql`'[]'::json`,
  };

  it("gives each value the type drizzle gives the column, from what JSON made of it", () => {
    const row = decodeJsonRow<Record<string, unknown>>(fields, {
      createdAt: "2026-11-25T04:39:22.123999+00:00",
      age: 31,
      languages: ["English"],
      latitude: "48.85",
      photos: [{ id: "a" }],
    });
    expect(row.createdAt).toEqual(new Date("2026-11-25T04:39:22.123Z"));
    expect(row).toMatchObject({ age: 31, languages: ["English"], latitude: 48.85, photos: [{ id: "a" }] });
  });

  it("leaves nulls as they are", () => {
    expect(decodeJsonRow(fields, { createdAt: null, latitude: null })).toEqual({ createdAt: null, latitude: null });
  });
});
