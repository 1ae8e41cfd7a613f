import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { QUIZ_LENGTH } from "@kindred/contracts";
import { strFromU8, unzipSync } from "fflate";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { buildExport, type ExportSource } from "./export-builder";
import { EXPORT_FILES, renderFormat } from "./export-format";

const ME = "00000000-0000-4000-8000-000000000001";
const BEN = "00000000-0000-4000-8000-000000000002";
const CY = "00000000-0000-4000-8000-000000000003";
const GONE = null;
const at = new Date("2025-03-01T10:00:00Z");

/** One of everything, every field filled: the widest zip the builder can write. */
const source: ExportSource = {
  account: async () => ({
    email: "me@example.com",
    emailVerified: true,
    createdAt: at,
    role: "user",
    twoFactorEnabled: false,
    passkeys: [{ name: "Phone", deviceType: "multiDevice", backedUp: true, createdAt: at }],
  }),
  profile: async () => ({
    id: ME,
    firstName: "Ada",
    lastName: "Lovelace",
    age: 30,
    gender: "female",
    interestedIn: "men",
    location: "Austin, Texas, United States",
    country: "United States",
    state: "Texas",
    city: "Austin",
    latitude: 30.2672,
    longitude: -97.7431,
    bio: "Hello",
    ethnicity: "Other",
    height: 170,
    weight: 60,
    languages: ["English"],
    religion: "None",
    mbtiType: "INTJ",
    hasChildren: false,
    relationshipStatus: "Single",
    relationshipType: ["Monogamous"],
    lookingFor: ["Marriage"],
    interests: ["Chess"],
    communicationStyle: "Direct",
    loveLanguage: "Quality Time",
    education: "PhD",
    occupation: "Engineer",
    dealBreakers: ["Smoking"],
    matchStyle: "deep_connector",
    quizAnswers: Array.from({ length: QUIZ_LENGTH }, () => "deep_connector"),
    avatar: "fox",
    discoveryMinAge: 25,
    discoveryMaxAge: 40,
    discoveryDistanceKm: 50,
    discoveryCountrywide: false,
    hidden: false,
    isDemo: false,
    lastSeenAt: at,
    verifiedPhotoId: null,
    verifiedAt: null,
    geoCell: 120_083,
    createdAt: at,
    updatedAt: at,
  }),
  settings: async () => ({
    emailNotifications: true,
    matchAlerts: false,
    messageNotifications: true,
    shareLocation: true,
    readReceipts: false,
    pushMatches: true,
    pushMessages: false,
    pushLikes: true,
    pushMessageText: true,
    displayReviews: true,
  }),
  photos: async () => [
    {
      id: "p1",
      storageKey: `profile_photos/${ME}/0_1_main.jpg`,
      position: 0,
      isPrivate: true,
      allowedUsers: [BEN],
      contentType: "image/jpeg",
      width: 800,
      height: 600,
      bytes: 5,
      flagged: false,
      createdAt: at,
    },
  ],
  matches: async () => [
    { id: "m1", user1Id: ME, user2Id: BEN, status: "ended", createdAt: at, matchedAt: at, endedAt: at, endedBy: ME },
    { id: "m2", user1Id: GONE, user2Id: ME, status: "ended", createdAt: at, matchedAt: at, endedAt: at, endedBy: null },
    {
      id: "m3",
      user1Id: CY,
      user2Id: ME,
      status: "pending",
      createdAt: at,
      matchedAt: null,
      endedAt: null,
      endedBy: null,
    },
  ],
  messages: async () => [
    { id: "a", matchId: "m1", senderId: ME, content: "Hi Ben", imageKey: null, isRead: true, createdAt: at },
    {
      id: "b",
      matchId: "m1",
      senderId: BEN,
      content: null,
      imageKey: `message_photos/${BEN}/x.webp`,
      isRead: false,
      createdAt: at,
    },
    { id: "c", matchId: "m2", senderId: null, content: "From the gone", imageKey: null, isRead: true, createdAt: at },
  ],
  passes: async () => [{ targetId: CY, at }],
  blocksMade: async () => [{ blockedId: CY, at }],
  blockedBy: async () => new Set([CY]),
  reportsFiled: async () => [
    {
      id: "r1",
      kind: "profile",
      reportedUserId: CY,
      category: "fake_profile",
      reason: "Stolen photos",
      status: "pending",
      createdAt: at,
      updatedAt: at,
    },
  ],
  reviewCounts: async () => ({ total: 5, photoYes: 5, followedYes: 4, honestYes: 3, traits: { Kind: 3, Fun: 2 } }),
  reviewsWritten: async () => [
    {
      reviewedId: BEN,
      photoAccuracy: "Yes",
      followedThroughOnPlans: "Sometimes",
      honestAboutIntentions: "Yes",
      positiveTraits: ["Kind"],
      hasMet: true,
      createdAt: at,
    },
  ],
  notices: async () => [
    {
      kind: "warning",
      decision: "A warning",
      ruleId: "be-respectful",
      facts: "Rude message",
      until: at,
      createdAt: at,
      acknowledgedAt: at,
      appealText: "It was a joke",
      appealStatus: "upheld",
      appealCreatedAt: at,
      appealDecidedAt: at,
      appealNote: "Still rude",
    },
  ],
  sessions: async () => [{ createdAt: at, updatedAt: at, expiresAt: at, ipAddress: "127.0.0.1", userAgent: "Test" }],
  pushDevices: async () => [
    {
      label: "Chrome on Android",
      endpoint: "https://fcm.googleapis.com/fcm/send/secret",
      createdAt: at,
      lastSuccessAt: at,
    },
  ],
  verifications: async () => [
    {
      createdAt: at,
      verified: false,
      reason: "main-photo-mismatch",
      poses: ["smile", "turn-left"],
      mainSimilarity: 0.31,
      otherSimilarity: null,
    },
  ],
  firstNames: async () =>
    new Map([
      [BEN, "Ben"],
      [CY, "Cy"],
    ]),
};

const files: Record<string, Uint8Array> = {
  [`profile_photos/${ME}/0_1_main.jpg`]: new Uint8Array([1, 2, 3, 4, 5]),
  [`message_photos/${BEN}/x.webp`]: new Uint8Array([9, 9]),
};

async function build() {
  const steps: number[] = [];
  const built = await buildExport(ME, at, {
    source,
    readFile: async (key) => files[key],
    progress: async (percent) => void steps.push(percent),
  });
  return { built, steps, zip: unzipSync(built.bytes) };
}

/** Every key's path in a JSON value, in export-format.ts's notation (`a.b`, `a[].b`, `[].b`). */
function paths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => paths(item, `${prefix}[]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return [here, ...paths(inner, here)];
  });
}
const normal = (path: string) => path.replace(/^\[\]\./, "");

describe("the data export's zip", () => {
  it("holds exactly the documented files, and every JSON field is documented", async () => {
    const { zip } = await build();
    const names = Object.keys(zip).sort();
    const folders = EXPORT_FILES.filter((file) => file.path.endsWith("/")).map((file) => file.path);
    const documented = EXPORT_FILES.filter((file) => !file.path.endsWith("/")).map((file) => file.path);
    expect(names.filter((name) => !folders.some((folder) => name.startsWith(folder))).sort()).toEqual(
      [...documented].sort(),
    );
    for (const file of EXPORT_FILES.filter((doc) => doc.fields)) {
      const json = JSON.parse(strFromU8(zip[file.path]!)) as unknown;
      const found = new Set(paths(json).map(normal));
      const fields = Object.keys(file.fields!).map(normal);
      // A key holding an object or a list is documented by its own fields.
      const container = (p: string) => fields.some((f) => f.startsWith(`${p}.`) || f.startsWith(`${p}[].`));
      const undocumented = [...found].filter((p) => !fields.includes(p) && !container(p));
      expect([file.path, undocumented]).toEqual([file.path, []]);
      // The sample fills everything, so each documented field must show up in it.
      const unseen = fields.filter((field) => !found.has(field));
      expect([file.path, unseen]).toEqual([file.path, []]);
    }
  });

  it("carries the photos and message images as files, messages both ways, and never another member's id or email", async () => {
    const { zip, steps } = await build();
    expect(zip[`photos/0-p1.jpg`]).toEqual(files[`profile_photos/${ME}/0_1_main.jpg`]);
    expect(zip["message-images/b.webp"]).toEqual(files[`message_photos/${BEN}/x.webp`]);
    const conversations = JSON.parse(strFromU8(zip["messages.json"]!)) as {
      with: { id: string | null; firstName: string | null };
      messages: { from: string; text: string | null; image: string | null }[];
    }[];
    expect(conversations).toMatchObject([
      {
        with: { id: "member-1", firstName: "Ben" },
        messages: [
          { from: "me", text: "Hi Ben", image: null },
          { from: "them", text: null, image: "message-images/b.webp" },
        ],
      },
      { with: { id: null, firstName: null }, messages: [{ from: "them", text: "From the gone" }] },
    ]);
    // Cy blocked me: a label, no name. Cy's like waits: counted, not named.
    const likes = JSON.parse(strFromU8(zip["likes.json"]!)) as Record<string, unknown>;
    expect(likes).toMatchObject({
      received: { waiting: 1 },
      skipped: [{ member: { id: "member-2", firstName: null } }],
    });
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join("\n");
    for (const secret of [BEN, CY, "ben@", "geoCell", "isDemo", "fcm/send/secret"])
      expect(everything).not.toContain(secret);
    expect(steps.at(-1)).toBe(90);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it("is documented in docs/data-export.md word for word", async () => {
    const doc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../docs/data-export.md");
    const [start, end] = ["<!-- export-format:start -->", "<!-- export-format:end -->"];
    const text = await readFile(doc, "utf8");
    const embedded = text.slice(text.indexOf(start) + start.length, text.indexOf(end)).trim();
    // As the repository's formatter leaves it (it pads the tables).
    const options = { ...(await resolveConfig(doc)), parser: "markdown" };
    const expected = (await format(renderFormat(), options)).trim();
    if (process.env.UPDATE_DOCS && embedded !== expected) {
      // UPDATE_DOCS=1 npx vitest run export-builder rewrites the embedded copy.
      await writeFile(
        doc,
        `${text.slice(0, text.indexOf(start) + start.length)}\n${expected}\n${text.slice(text.indexOf(end))}`,
      );
      return;
    }
    expect(embedded).toBe(expected);
  });
});
