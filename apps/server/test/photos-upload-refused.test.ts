// Photo uploads refused for the shape of the request: a stream past the limit, not one multipart file.
import { PHOTO_MESSAGES } from "@kindred/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as images from "./support/images";
import { MB, photoHelpers, type ApiError } from "./support/photos";
import { startTestServer, type TestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { newMember, rowsOf, filesOf, sessionCookie } = photoHelpers(() => server);

describe("upload", () => {
  // Hostile and broken files (types, polyglots, bombs, truncation, sizes): the upload attack corpus,
  // upload-corpus.test.ts. Here: the shape of the request itself.
  it("stops reading a streamed upload without a declared length once it passes the limit", async () => {
    const member = await newMember("stream");
    const cookie = await sessionCookie(member.email);
    const boundary = "kindred-test-boundary";
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    // Far past the 5 MB limit: loopback socket buffers can hold several megabytes the client has
    // "sent" before the server's refusal reaches it (CI saw all of a 12 MB stream go that way).
    const streamBytes = 64 * MB;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        if (sent >= streamBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/api/photos`, {
      method: "POST",
      headers: { cookie, origin: server.publicUrl, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    // The body is left unread: the client must not send its next request on this connection.
    expect(response.headers.get("connection")).toBe("close");
    expect(((await response.json()) as ApiError).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: PHOTO_MESSAGES.tooLargeUnknownSize,
    });
    expect(sent).toBeLessThan(streamBytes);
    expect(await filesOf(member.id)).toEqual([]);
  });

  it("refuses requests that are not a single file sent as multipart/form-data", async () => {
    const member = await newMember();
    const notMultipart = await member.client.request<ApiError>("POST", "/api/photos", { json: { file: "x" } });
    expect(notMultipart.status).toBe(415);
    expect(notMultipart.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");

    const raw = await member.client.request<ApiError>("POST", "/api/photos", {
      body: await images.jpeg(),
      headers: { "content-type": "image/jpeg" },
    });
    expect(raw.status).toBe(415);

    const noFile = new FormData();
    noFile.append("photo", new Blob([new Uint8Array(await images.jpeg())]), "a.jpg");
    const missing = await member.client.request<ApiError>("POST", "/api/photos", { body: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: "BAD_REQUEST", message: PHOTO_MESSAGES.noFile });

    const text = new FormData();
    text.append("file", "not a file");
    expect((await member.client.request<ApiError>("POST", "/api/photos", { body: text })).status).toBe(400);

    const two = new FormData();
    two.append("file", new Blob([new Uint8Array(await images.jpeg())]), "a.jpg");
    two.append("file", new Blob([new Uint8Array(await images.jpeg())]), "b.jpg");
    const twoFiles = await member.client.request<ApiError>("POST", "/api/photos", { body: two });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.error.message).toBe(PHOTO_MESSAGES.oneFileOnly);

    const garbled = await member.client.request<ApiError>("POST", "/api/photos", {
      body: "this is not multipart at all",
      headers: { "content-type": "multipart/form-data; boundary=nothing-here" },
    });
    expect(garbled.status).toBe(400);

    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesOf(member.id)).toEqual([]);
  });
});
