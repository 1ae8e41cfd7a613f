// Photo uploads that are refused: wrong or hostile content, too large, or not one multipart file.
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

const { newMember, upload, rowsOf, filesOf, avatarOf, sessionCookie } = photoHelpers(() => server);

describe("upload", () => {
  const bad: [string, () => Promise<Buffer> | Buffer, string, string, number, string, string][] = [
    [
      "a text file renamed .jpg",
      images.textFile,
      "photo.jpg",
      "image/jpeg",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    [
      "an SVG with a script",
      images.svgWithScript,
      "photo.svg",
      "image/svg+xml",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    [
      "an SVG named .png",
      images.svgWithScript,
      "photo.png",
      "image/png",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      PHOTO_MESSAGES.unsupportedType,
    ],
    ["a GIF", images.gif, "photo.gif", "image/gif", 415, "UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType],
    ["a PDF", images.pdf, "photo.jpg", "image/jpeg", 415, "UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.unsupportedType],
    [
      "a truncated JPEG",
      images.truncatedJpeg,
      "photo.jpg",
      "image/jpeg",
      400,
      "BAD_REQUEST",
      PHOTO_MESSAGES.couldNotProcess,
    ],
    [
      "a PNG declaring 40000x40000 pixels",
      () => images.pngBomb(),
      "photo.png",
      "image/png",
      400,
      "BAD_REQUEST",
      PHOTO_MESSAGES.tooManyPixels,
    ],
    [
      "a 6 MB file",
      () => images.fileOfSize(6 * MB),
      "photo.jpg",
      "image/jpeg",
      413,
      "PAYLOAD_TOO_LARGE",
      "File too large (6.0MB). Maximum size is 5MB.",
    ],
    [
      "a file 1 KB over 5 MB",
      () => images.fileOfSize(5 * MB + 1024),
      "photo.jpg",
      "image/jpeg",
      413,
      "PAYLOAD_TOO_LARGE",
      "File too large (5.0MB). Maximum size is 5MB.",
    ],
  ];
  it.each(bad)("refuses %s and stores nothing", async (_name, make, fileName, type, status, code, message) => {
    const member = await newMember("bad");
    const response = await upload(member.client, await make(), fileName, type);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code, message });
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesOf(member.id)).toEqual([]);
    expect(await avatarOf(member.id)).toBeUndefined();
  });

  it("stops reading a streamed upload without a declared length once it passes the limit", async () => {
    const member = await newMember("stream");
    const cookie = await sessionCookie(member.email);
    const boundary = "kindred-test-boundary";
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
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
        if (sent >= 12 * MB) return controller.close();
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
    expect(((await response.json()) as ApiError).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: PHOTO_MESSAGES.tooLargeUnknownSize,
    });
    expect(sent).toBeLessThan(12 * MB);
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
