import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { apiUpload } from "./api-upload";

/** The browser's fetch: each call answers a fresh response from `answer` (or fails like fetch does). */
function stubFetch(answer: (() => Response) | Error) {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });
const Schema = z.object({ id: z.string() });

describe("apiUpload", () => {
  it("POSTs the file and the text fields as multipart, without setting the content type itself", async () => {
    const fetch = stubFetch(json({ id: "m1" }, 201));
    const file = new File(["jpeg bytes"], "holiday.jpg", { type: "image/jpeg" });
    await expect(
      apiUpload("/api/conversations/c1/messages", {
        file,
        fields: { clientId: "abc12345", content: "Hi" },
        schema: Schema,
      }),
    ).resolves.toEqual({ id: "m1" });

    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/conversations/c1/messages");
    expect(init).toMatchObject({ method: "POST", headers: { Accept: "application/json" }, credentials: "same-origin" });
    const form = init?.body as FormData;
    expect(form.get("clientId")).toBe("abc12345");
    expect(form.get("content")).toBe("Hi");
    const sent = form.get("file") as File;
    expect(sent.name).toBe("holiday.jpg");
    expect(await sent.text()).toBe("jpeg bytes");
  });

  it("names a bare blob 'upload' unless told otherwise, under the field asked for", async () => {
    const fetch = stubFetch(json({ id: "p1" }));
    await apiUpload("/api/photos", { file: new Blob(["x"]), schema: Schema });
    expect(((fetch.mock.calls[0]?.[1]?.body as FormData).get("file") as File).name).toBe("upload");

    await apiUpload("/api/photos", { file: new Blob(["x"]), fileName: "resized.webp", field: "photo", schema: Schema });
    const form = fetch.mock.calls[1]?.[1]?.body as FormData;
    expect((form.get("photo") as File).name).toBe("resized.webp");
    expect(form.get("file")).toBeNull();
  });

  it("fails like apiFetch: the server's error, a foreign error page, a wrong body, no answer", async () => {
    const upload = () => apiUpload("/api/photos", { file: new Blob(["x"]), schema: Schema });

    stubFetch(json({ error: { code: "PAYLOAD_TOO_LARGE", message: "File too large." } }, 413));
    await expect(upload()).rejects.toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: "File too large.",
    });

    stubFetch(() => new Response("Request Entity Too Large", { status: 413 }));
    await expect(upload()).rejects.toMatchObject({ status: 413, code: "BAD_RESPONSE" });

    stubFetch(json({ photo: {} }));
    await expect(upload()).rejects.toMatchObject({ status: 200, code: "BAD_RESPONSE" });

    stubFetch(new TypeError("Failed to fetch"));
    const offline = await upload().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("lets a cancellation through as it is", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    stubFetch(abort);
    await expect(apiUpload("/api/photos", { file: new Blob(["x"]), schema: Schema })).rejects.toBe(abort);
  });
});
