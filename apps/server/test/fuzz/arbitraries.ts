import fc from "fast-check";

/** Field names the routes read, so generated bodies reach validation past "unknown key", and noise. */
const junkKey = fc.oneof(
  fc.constantFrom("id", "email", "password", "content", "clientId", "kind", "reason", "firstName", "age", "bio"),
  fc.constantFrom("status", "action", "enabled", "code", "token", "matchId", "memberId", "targetId", "note"),
  fc.constantFrom("isPrivate", "position", "userId", "rule", "days", "decision", "answers", "lat", "lng", "photo"),
  fc.string(),
);

const nasty = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("a".repeat(100_000), "\u{1F600}".repeat(5_000), "\uD800", "\u0000", -1, 1e308, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, "", " ", "0", "NaN", "__proto__", "constructor"),
);

const deep = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

export const jsonBody = fc.oneof(fc.jsonValue(), fc.dictionary(junkKey, nasty, { maxKeys: 8 }), deep, nasty);

const queryPart = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("limit", "cursor", "q", "page", "before", "after", "tab", "sort", "status", "city", "radius"),
);

export const queryString = fc
  .array(
    fc.tuple(
      queryPart,
      fc.oneof(queryPart, fc.integer().map(String), fc.constantFrom("x".repeat(1_500), "x".repeat(20_000))),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));

/** A path segment: ids that exist (so the deeper checks run too), well-formed strangers and junk. */
export const pathSegment = (knownIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...knownIds),
    fc.uuid(),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.integer().map(String),
    fc.constantFrom("a%2Fb", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%E2%80%AE", "%FF%FE", "x".repeat(1_000), "0", "-1"),
  );

/** A multipart part: a text field, or a file of junk, of a real picture's first bytes, or empty. */
const part = fc.oneof(
  fc.record({ name: junkKey, value: nasty.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""))) }),
  fc.record({
    name: fc.oneof(fc.constantFrom("file", "photo", "image"), junkKey),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2_048 }),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ),
    type: fc.constantFrom("image/jpeg", "image/png", "image/webp", "image/svg+xml", "text/html", "", "application/x"),
    filename: fc.oneof(fc.constantFrom("a.jpg", "../../x.png", "", "a\u0000.jpg"), fc.string({ maxLength: 300 })),
  }),
);

export const multipartParts = fc.array(part, { maxLength: 6 });

/** A body that is not what its Content-Type says, or a Content-Type nobody accepts. */
export const rawBody = fc.record({
  text: fc.oneof(fc.string({ maxLength: 500 }), fc.constantFrom("--x\r\n\r\n--x--", "{", "[]", "a=1&b=2")),
  type: fc.constantFrom(
    "application/json",
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "text/plain",
    "application/x-www-form-urlencoded",
    "application/json; charset=utf-16",
    "",
  ),
});

/** What a socket client might send: the two real events with junk in them, other JSON, and non-JSON. */
export const socketFrame = (matchIds: string[]) =>
  fc.oneof(
    // Well-formed events, to the member's own match, to a stranger's, and to junk: the served paths.
    fc
      .oneof(
        fc.constant({ type: "ping" }),
        fc.record({ type: fc.constant("typing"), matchId: fc.oneof(fc.constantFrom(...matchIds), fc.uuid()) }),
      )
      .map((event) => JSON.stringify(event)),
    fc
      .record(
        {
          type: fc.oneof(fc.constantFrom("typing", "ping", "message", "read", "presence", "__proto__"), fc.string()),
          matchId: fc.oneof(fc.constantFrom(...matchIds), fc.uuid(), nasty),
          extra: nasty,
        },
        { requiredKeys: ["type"] },
      )
      .map((event) => JSON.stringify(event)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: "grapheme", maxLength: 200 }),
    fc.constantFrom("x".repeat(4_097), JSON.stringify({ type: "ping", pad: "x".repeat(5_000) }), "", "null"),
    fc.uint8Array({ minLength: 1, maxLength: 256 }),
  );
