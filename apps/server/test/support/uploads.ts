import type { Message, Photo } from "@kindred/contracts";
import type { TestClient } from "./client";
import * as images from "./images";

let clientIds = 0;
export const newClientId = () => `upload-${Date.now().toString(36)}-${clientIds++}`;

/** Uploads a profile photo (multipart, as the browser sends it), made private when asked. */
export async function uploadPhoto(client: TestClient, options: { isPrivate?: boolean } = {}): Promise<Photo> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await images.jpeg(320, 240))], { type: "image/jpeg" }), "photo.jpg");
  const uploaded = await client.request<Photo>("POST", "/api/photos", { body: form });
  if (uploaded.status !== 201) throw new Error(`Upload refused: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  if (!options.isPrivate) return uploaded.body;
  const changed = await client.request<Photo>("PATCH", `/api/photos/${uploaded.body.id}`, {
    json: { isPrivate: true },
  });
  if (changed.status !== 200) throw new Error(`Privacy refused: ${changed.status} ${JSON.stringify(changed.body)}`);
  return changed.body;
}

/** Sends a message with an image into a conversation; answers the stored message. */
export async function sendImageMessage(client: TestClient, matchId: string): Promise<Message> {
  const form = new FormData();
  form.append("clientId", newClientId());
  form.append("file", new Blob([new Uint8Array(await images.jpeg(200, 150))], { type: "image/jpeg" }), "photo.jpg");
  const sent = await client.request<{ message: Message }>("POST", `/api/conversations/${matchId}/messages`, {
    body: form,
  });
  if (sent.status !== 201) throw new Error(`Send refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.message;
}
