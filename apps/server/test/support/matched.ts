import { createMember } from "./members";
import type { TestServer } from "./server";

/** Two members who liked each other: an active match and its id. */
export async function matchedPair(server: TestServer, names: [string, string] = ["Ada", "Ben"]) {
  const a = await createMember(server, { firstName: names[0], lastName: "Lovelace" });
  const b = await createMember(server, { firstName: names[1], lastName: "Okafor" });
  await a.client.post("/api/likes", { targetId: b.id });
  const back = await b.client.post<{ matchId: string; outcome: string }>("/api/likes", { targetId: a.id });
  if (back.body.outcome !== "matched") throw new Error(`Expected a match, got ${JSON.stringify(back.body)}`);
  return { a, b, matchId: back.body.matchId };
}
