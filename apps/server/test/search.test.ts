import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../src/db/schema";
import { createMember, PLACES } from "./support/members";
import { startTestServer, type TestServer } from "./support/server";

type Result = {
  profile: { id: string; firstName: string; distanceKm: number | null };
  compatibility: { score: number } | null;
  nearby: boolean;
};
type Page = { results: Result[]; total: number; page: number; pageSize: number };

let server: TestServer;
let tag = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Each test writes a unique word into bios and searches for it, so other tests' members stay out.
const word = () => `zq${++tag}word`;

describe("search", () => {
  it("finds by bio text, case-insensitively, and counts the results", async () => {
    const w = word();
    const me = await createMember(server, { firstName: "Seeker" });
    const a = await createMember(server, { firstName: "Ann", bio: `I love ${w.toUpperCase()} at dawn` });
    await createMember(server, { firstName: "Ben", bio: "Nothing to see here" });
    const page = (await me.client.get<Page>(`/api/search?q=${w}`)).body;
    expect(page.total).toBe(1);
    expect(page.results.map((r) => r.profile.id)).toEqual([a.id]);
  });

  it("finds by first name, last name and location", async () => {
    const w = word();
    const me = await createMember(server);
    const byFirst = await createMember(server, { firstName: `${w}first` });
    const byLast = await createMember(server, { lastName: `${w}last` });
    const byPlace = await createMember(server, { location: `${w}ville, France` });
    const ids = (await me.client.get<Page>(`/api/search?q=${w}&pageSize=24`)).body.results.map((r) => r.profile.id);
    expect(ids.sort()).toEqual([byFirst.id, byLast.id, byPlace.id].sort());
  });

  it("finds by real distance, with a Nearby badge for the close ones", async () => {
    const w = word();
    const me = await createMember(server, { ...PLACES.austin });
    const near = await createMember(server, { ...PLACES.roundRock, bio: w });
    const far = await createMember(server, { ...PLACES.houston, bio: w });
    const within30 = (await me.client.get<Page>(`/api/search?q=${w}&distanceKm=30`)).body;
    expect(within30.results.map((r) => r.profile.id)).toEqual([near.id]);
    expect(within30.results[0]!.profile.distanceKm).toBe(28);
    expect(within30.results[0]!.nearby).toBe(false);
    const all = (await me.client.get<Page>(`/api/search?q=${w}`)).body;
    expect(all.results.map((r) => r.profile.id).sort()).toEqual([near.id, far.id].sort());
    const sameCity = await createMember(server, { ...PLACES.austin, bio: w });
    const nearby = (await me.client.get<Page>(`/api/search?q=${w}&distanceKm=5`)).body.results;
    expect(nearby.map((r) => [r.profile.id, r.nearby])).toEqual([[sameCity.id, true]]);
  });

  it("filters by gender, age, religion, MBTI, language, interests and looking for", async () => {
    const w = word();
    const me = await createMember(server);
    const match = await createMember(server, {
      bio: w,
      gender: "male",
      age: 40,
      religion: "buddhism",
      mbtiType: "ENFP",
      languages: ["Spanish"],
      interests: ["Hiking", "Art"],
      lookingFor: ["Marriage"],
    });
    await createMember(server, {
      bio: w,
      gender: "female",
      age: 40,
      religion: "buddhism",
      mbtiType: "ENFP",
      languages: ["Spanish"],
      interests: ["Hiking"],
      lookingFor: ["Marriage"],
    });
    await createMember(server, {
      bio: w,
      gender: "male",
      age: 25,
      religion: "islam",
      mbtiType: "ISTJ",
      languages: ["English"],
      interests: ["Gaming"],
      lookingFor: ["Friendship"],
    });
    const query = `q=${w}&gender=male&minAge=35&maxAge=45&religion=buddhism&mbtiType=ENFP&language=Spanish&interests=Hiking,Travel&lookingFor=Marriage`;
    expect((await me.client.get<Page>(`/api/search?${query}`)).body.results.map((r) => r.profile.id)).toEqual([
      match.id,
    ]);
    expect((await me.client.get<Page>(`/api/search?q=${w}&gender=both`)).body.total).toBe(3);
  });

  it("MBTI compatibility keeps compatible types only; quiz data re-ranks by score", async () => {
    const w = word();
    const me = await createMember(server, { mbtiType: "INFJ", lookingFor: ["Marriage"], matchStyle: "deep_connector" });
    const classic = await createMember(server, { bio: w, mbtiType: "ENFP", lookingFor: ["Casual Dating"] });
    const clash = await createMember(server, {
      bio: w,
      mbtiType: "ESTP",
      lookingFor: ["Marriage"],
      matchStyle: "loyal_realist",
    });
    const compatible = (await me.client.get<Page>(`/api/search?q=${w}&mbtiCompatibility=true`)).body;
    expect(compatible.results.map((r) => r.profile.id)).toEqual([classic.id]);
    expect(compatible.total).toBe(1);
    const ranked = (await me.client.get<Page>(`/api/search?q=${w}&useQuizData=true`)).body.results;
    expect(ranked.map((r) => r.profile.id)).toEqual([clash.id, classic.id]);
    expect(ranked[0]!.compatibility!.score).toBeGreaterThan(ranked[1]!.compatibility!.score);
  });

  it("leaves the searching member out: no own card, not counted", async () => {
    const w = word();
    const me = await createMember(server, { firstName: `${w}name`, bio: `My word is ${w}.` });
    const other = await createMember(server, { firstName: "Other", bio: `Theirs is ${w} too.` });
    const page = (await me.client.get<Page>(`/api/search?q=${w}`)).body;
    expect(page.results.map((r) => r.profile.id)).toEqual([other.id]);
    expect(page.total).toBe(1);
    // Ranked searches too, and with no text at all.
    for (const query of [`q=${w}&useQuizData=true`, "pageSize=24"]) {
      const ids = (await me.client.get<Page>(`/api/search?${query}`)).body.results.map((r) => r.profile.id);
      expect(ids).not.toContain(me.id);
    }
    // Others still find the member.
    expect((await other.client.get<Page>(`/api/search?q=${w}name`)).body.results.map((r) => r.profile.id)).toEqual([
      me.id,
    ]);
  });

  it("never shows blocked members and pages its results", async () => {
    const w = word();
    const me = await createMember(server);
    const blocked = await createMember(server, { bio: w });
    await server.db.insert(blocks).values({ blockerId: blocked.id, blockedId: me.id });
    for (let i = 0; i < 5; i++) await createMember(server, { bio: w });
    const first = (await me.client.get<Page>(`/api/search?q=${w}&pageSize=2`)).body;
    expect(first.total).toBe(5);
    expect(first.results).toHaveLength(2);
    const third = (await me.client.get<Page>(`/api/search?q=${w}&pageSize=2&page=3`)).body;
    expect(third.results).toHaveLength(1);
    const ids = new Set([...first.results, ...third.results].map((r) => r.profile.id));
    expect(ids.has(blocked.id)).toBe(false);
  });

  it.each([
    ["a 10,000-character search", `q=${"x".repeat(10_000)}`],
    ["an age range of 70-20", "minAge=70&maxAge=20"],
    ["a distance of -5", "distanceKm=-5"],
    ["an unknown interest", "interests=Knitting"],
    ["a page size of 10,000", "pageSize=10000"],
  ])("refuses %s with a clear 400", async (_label, query) => {
    const me = await createMember(server);
    const response = await me.client.get<{ error: { code: string; message: string } }>(`/api/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_FAILED");
  });

  it("says where I stand with each result", async () => {
    const w = word();
    const me = await createMember(server);
    const liked = await createMember(server, { bio: w });
    const fan = await createMember(server, { bio: w });
    await me.client.post("/api/likes", { targetId: liked.id });
    await fan.client.post("/api/likes", { targetId: me.id });
    const results = (
      await me.client.get<{ results: { profile: { id: string }; connection: { status: string } }[] }>(
        `/api/search?q=${w}`,
      )
    ).body.results;
    const status = new Map(results.map((r) => [r.profile.id, r.connection.status]));
    expect(status.get(liked.id)).toBe("liked");
    expect(status.get(fan.id)).toBe("likedYou");
  });

  it("escapes LIKE wildcards", async () => {
    const me = await createMember(server);
    await createMember(server, { bio: "plain" });
    expect((await me.client.get<Page>(`/api/search?q=${encodeURIComponent("%")}`)).body.total).toBe(0);
  });
});
