import type { Message } from "@kindred/contracts";
import { eq } from "drizzle-orm";
import { messages } from "../../src/db/schema";
import type { TestClient } from "./client";
import type { TestServer } from "./server";

export type ApiError = { error: { code: string; message: string } };
export type Sent = { message: Message } & ApiError;

let clientIds = 0;
export const newClientId = () => `client-${Date.now().toString(36)}-${clientIds++}`;

/** Sends a text message, as the web app does (JSON with the client's id for the message). */
export const send = (client: TestClient, matchId: string, content: string, clientId = newClientId()) =>
  client.post<Sent>(`/api/conversations/${matchId}/messages`, { clientId, content });

/** Sends an image (multipart), with a caption or a chosen client id when given. */
export function sendImage(
  client: TestClient,
  matchId: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  name = "photo.jpg",
) {
  const form = new FormData();
  form.append("clientId", fields.clientId ?? newClientId());
  if (fields.content !== undefined) form.append("content", fields.content);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return client.request<Sent>("POST", `/api/conversations/${matchId}/messages`, { body: form });
}

/** Counts a conversation's stored messages on the test file's server (answered by `getServer` once started). */
export const messageCounter = (getServer: () => TestServer) => async (matchId: string) =>
  getServer().db.$count(messages, eq(messages.matchId, matchId));
