import type { TestClient } from "./client";
import { send } from "./messages";

/** One message of a burst: its client id, and the answer it got (none when the connection failed). */
export type BurstMessage = { clientId: string; content: string; status?: number; error?: string };

/**
 * Sends `count` messages from `sender` over `senders` concurrent clients, as a busy conversation does;
 * `onAcknowledged(n)` runs after the n-th stored (201) answer, where a test strikes the server.
 */
export async function sendBurst(
  sender: TestClient,
  matchId: string,
  options: { count: number; senders: number; label: string; onAcknowledged?: (n: number) => void },
): Promise<BurstMessage[]> {
  const run = Date.now().toString(36);
  const burst: BurstMessage[] = Array.from({ length: options.count }, (_, i) => ({
    clientId: `${options.label}-${run}-${i.toString().padStart(4, "0")}`,
    content: `message ${i}`,
  }));
  let acknowledged = 0;
  let next = 0;
  const worker = async () => {
    while (next < burst.length) {
      const message = burst[next++]!;
      try {
        const response = await send(sender, matchId, message.content, message.clientId);
        message.status = response.status;
        if (response.status === 201) options.onAcknowledged?.(++acknowledged);
      } catch (error) {
        message.error = String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.senders }, worker));
  return burst;
}

/** What a client whose request got no answer does: sends it again with the same client id. */
export async function resendUnanswered(client: TestClient, matchId: string, burst: BurstMessage[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const message of burst.filter((m) => m.status === undefined))
    statuses.push((await send(client, matchId, message.content, message.clientId)).status);
  return statuses;
}
