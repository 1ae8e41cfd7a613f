import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema";
import { TestClient, uniqueEmail } from "./support/client";
import { startTestServer, type TestServer } from "./support/server";

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };
type Profile = Record<string, unknown> & { id: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validProfile = {
  firstName: "Ada",
  lastName: "Lovelace",
  age: 34,
  gender: "female",
  interestedIn: "men",
  relationshipType: ["Long-term Relationship"],
  lookingFor: ["Marriage"],
  location: { country: "United States", state: "Texas", city: "austin" },
  bio: "Mathematician, poet of science.",
  ethnicity: "white/caucasian",
  height: 165,
  weight: 58,
  relationshipStatus: "single",
  hasChildren: false,
  mbtiType: "INTJ",
  religion: "agnosticism",
  languages: ["English", "French"],
  interests: ["Reading", "Technology"],
  communicationStyle: "Thoughtful listener",
  loveLanguage: "Quality Time",
  education: "Doctorate",
  occupation: "Analyst",
  dealBreakers: ["Smoking"],
};

async function member(label: string) {
  const client = new TestClient(server);
  await client.signUp(uniqueEmail(label));
  const me = await client.get<{ id: string }>("/api/me");
  return { client, id: me.body.id };
}

describe("own profile", () => {
  it("is null before anything is saved", async () => {
    const { client } = await member("empty");
    const response = await client.get<{ profile: Profile | null }>("/api/profile");
    expect(response.status).toBe(200);
    expect(response.body.profile).toBeNull();
  });

  it("saves the quiz's match style and answers", async () => {
    const { client } = await member("quiz");
    const answers = [
      "free_spirit",
      "free_spirit",
      "deep_connector",
      "driven_seeker",
      "free_spirit",
      "loyal_realist",
      "deep_connector",
    ];
    const saved = await client.request<{ profile: Profile }>("PUT", "/api/profile/match-style", {
      json: { matchStyle: "free_spirit", answers },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ matchStyle: "free_spirit", quizAnswers: answers });
    const wrong = await client.request<ApiError>("PUT", "/api/profile/match-style", {
      json: { matchStyle: "loyal_realist", answers },
    });
    expect(wrong.status).toBe(400);
    const unknown = await client.request<ApiError>("PUT", "/api/profile/match-style", {
      json: { matchStyle: "wild_card" },
    });
    expect(unknown.status).toBe(400);
  });

  it("saves every field, resolving the city to the gazetteer's name and coordinates", async () => {
    const { client, id } = await member("full");
    const response = await client.request<{ profile: Profile }>("PUT", "/api/profile", { json: validProfile });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      firstName: "Ada",
      age: 34,
      location: "Austin, Texas, United States",
      city: "Austin",
      languages: ["English", "French"],
      interests: ["Reading", "Technology"],
    });
    expect(response.body.profile).not.toHaveProperty("latitude");
    const [row] = await server.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row!.latitude).toBeCloseTo(30.27, 1);
    expect(row!.longitude).toBeCloseTo(-97.74, 1);
  });

  it.each([
    ["an age of 17", { age: 17 }, "age"],
    ["an age of 'abc'", { age: "abc" }, "age"],
    ["a 600-character bio", { bio: "x".repeat(600) }, "bio"],
    ["a height of 300", { height: 300 }, "height"],
    ["a weight of 20", { weight: 20 }, "weight"],
    ["an unknown gender", { gender: "robot" }, "gender"],
    ["an unknown religion", { religion: "pastafarian" }, "religion"],
    ["an unknown interest", { interests: ["Knitting"] }, "interests.0"],
    ["the United States without a state", { location: { country: "United States", city: "Austin" } }, "location.state"],
    ["a country not offered", { location: { country: "Atlantis", city: "Poseidonia" } }, "location.country"],
    ["a city that does not exist", { location: { country: "France", city: "Nowhereville" } }, "location.city"],
    ["no first name", { firstName: "  " }, "firstName"],
  ])("refuses %s with a clear message and stores nothing", async (_label, change, field) => {
    const { client, id } = await member("bad");
    const response = await client.request<ApiError>("PUT", "/api/profile", { json: { ...validProfile, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(response.body.error.fields ?? {})).toContain(field);
    if (field === "bio") expect(response.body.error.fields!.bio).toBe("Bio is too long");
    expect(await server.db.$count(profiles, eq(profiles.id, id))).toBe(0);
  });

  it("cannot be changed through someone else's id: the body's id is ignored", async () => {
    const victim = await member("victim");
    await victim.client.request("PUT", "/api/profile", { json: validProfile });
    const attacker = await member("attacker");
    await attacker.client.request("PUT", "/api/profile", {
      json: { ...validProfile, id: victim.id, firstName: "Mallory" },
    });
    const [row] = await server.db.select().from(profiles).where(eq(profiles.id, victim.id));
    expect(row!.firstName).toBe("Ada");
  });
});

describe("another member's profile", () => {
  it("shows public fields and a rounded distance, never email or coordinates", async () => {
    const ada = await member("ada");
    await ada.client.request("PUT", "/api/profile", { json: validProfile });
    const bob = await member("bob");
    await bob.client.request("PUT", "/api/profile", {
      json: {
        ...validProfile,
        firstName: "Bob",
        location: { country: "United States", state: "Texas", city: "Houston" },
      },
    });
    const seen = await bob.client.get<{ profile: Profile }>(`/api/profiles/${ada.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.profile).toMatchObject({
      id: ada.id,
      firstName: "Ada",
      location: "Austin, Texas, United States",
      isNew: true,
    });
    // Austin to Houston is about 235 km.
    expect(seen.body.profile.distanceKm).toBeGreaterThan(220);
    expect(seen.body.profile.distanceKm).toBeLessThan(250);
    expect(Number.isInteger(seen.body.profile.distanceKm)).toBe(true);
    const text = JSON.stringify(seen.body);
    expect(text).not.toMatch(/latitude|longitude|email|quizAnswers/);
  });

  it("answers 404 for an unknown, malformed or hidden profile", async () => {
    const viewer = await member("viewer");
    expect((await viewer.client.get("/api/profiles/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await viewer.client.get("/api/profiles/not-a-uuid")).status).toBe(404);
    const shy = await member("shy");
    await shy.client.request("PUT", "/api/profile", { json: validProfile });
    await server.db.update(profiles).set({ hidden: true }).where(eq(profiles.id, shy.id));
    expect((await viewer.client.get(`/api/profiles/${shy.id}`)).status).toBe(404);
  });

  it("lists the deck's potential matches, never oneself, at most 50", async () => {
    const me = await member("lister");
    await me.client.request("PUT", "/api/profile", { json: validProfile });
    const him = await member("him");
    await him.client.request("PUT", "/api/profile", {
      json: { ...validProfile, firstName: "Alan", gender: "male", interestedIn: "women" },
    });
    const response = await me.client.get<{ profiles: Profile[] }>("/api/profiles/potential");
    expect(response.status).toBe(200);
    expect(response.body.profiles.map((profile) => profile.id)).toContain(him.id);
    expect(response.body.profiles.length).toBeLessThanOrEqual(50);
    expect(response.body.profiles.map((profile) => profile.id)).not.toContain(me.id);
  });
});

describe("dashboard figures", () => {
  it("are zero for a new member and require a session", async () => {
    const { client } = await member("stats");
    const stats = await client.get("/api/dashboard/stats");
    expect(stats.body).toEqual({ totalMatches: 0, newMatches: 0, newLikes: 0, unreadMessages: 0 });
    expect((await new TestClient(server).get("/api/dashboard/stats")).status).toBe(401);
  });
});

describe("location", () => {
  it("turns a position into the nearest city without storing it", async () => {
    const { client } = await member("geo");
    const response = await client.post("/api/geo/reverse", { latitude: 51.5072, longitude: -0.1276 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      country: "United Kingdom",
      location: expect.stringContaining("United Kingdom"),
    });
    const sea = await client.post<ApiError>("/api/geo/reverse", { latitude: 0, longitude: -30 });
    expect(sea.status).toBe(404);
    expect(sea.body.error.message).toBe("Location not found");
    expect((await client.post("/api/geo/reverse", { latitude: 123, longitude: 0 })).status).toBe(400);
  });

  it("suggests cities for the form", async () => {
    const { client } = await member("cities");
    const response = await client.get<{ cities: { name: string; state: string | null }[] }>(
      "/api/geo/cities?country=United%20States&state=California&q=san",
    );
    expect(response.body.cities.map((city) => city.name)).toContain("San Francisco");
    expect(response.body.cities.every((city) => city.state === "California")).toBe(true);
  });
});
