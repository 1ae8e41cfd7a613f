import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, CLIENT_ERROR_CODES, apiFetch, isApiError } from "./api-client";

const NETWORK_MESSAGE = "We couldn't reach Kindred. Please check your internet connection and try again.";
const BAD_RESPONSE_MESSAGE = "Something went wrong on our side. Please try again.";

/** The browser's fetch, answering this one response (or failing like fetch does). */
function stubFetch(answer: Response | Error) {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, code, message, fields } = error as ApiError;
  return { status, code, message, fields };
}

describe("apiFetch", () => {
  it("GETs same-origin JSON and answers the validated body", async () => {
    const fetch = stubFetch(json({ count: 3, extra: true }));
    await expect(apiFetch("/api/thing", { schema: z.object({ count: z.number() }) })).resolves.toEqual({ count: 3 });
    expect(fetch).toHaveBeenCalledWith("/api/thing", {
      method: "GET",
      headers: { Accept: "application/json", "Accept-Language": "en" },
      body: undefined,
      credentials: "same-origin",
      signal: undefined,
    });
  });

  it("sends a body as JSON with its content type", async () => {
    const fetch = stubFetch(json({ ok: true }));
    const signal = new AbortController().signal;
    await apiFetch("/api/thing", { method: "POST", body: { name: "Ada" }, signal });
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      method: "POST",
      headers: { Accept: "application/json", "Accept-Language": "en", "Content-Type": "application/json" },
      body: '{"name":"Ada"}',
      credentials: "same-origin",
      signal,
    });
  });

  it("answers the raw body without a schema, and undefined for an empty one", async () => {
    stubFetch(json([1, 2]));
    await expect(apiFetch("/api/thing")).resolves.toEqual([1, 2]);
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/thing", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("turns the server's error body into an ApiError with status, code, message and fields", async () => {
    stubFetch(
      json({ error: { code: "VALIDATION_FAILED", message: "Check the form", fields: { age: "Too young" } } }, 400),
    );
    expect(await failure(apiFetch("/api/thing"))).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Check the form",
      fields: { age: "Too young" },
    });
  });

  it("carries a sign-in refusal's restriction, and keeps the message when the restriction can't be read", async () => {
    const notice = {
      id: "n1",
      kind: "ban",
      decision: "Your account is permanently banned.",
      ruleId: "be-respectful",
      facts: "Insults in messages.",
      until: null,
      createdAt: "2025-01-01T00:00:00.000Z",
      acknowledgedAt: null,
      canAppeal: true,
      appeal: null,
    };
    const refusal = (restriction: unknown) =>
      json({ error: { code: "ACCOUNT_BANNED", message: "This account has been banned.", restriction } }, 403);
    stubFetch(refusal({ notice, appealToken: "t0k" }));
    const error = (await apiFetch("/api/auth/sign-in/email").catch((caught: unknown) => caught)) as ApiError;
    expect(error.restriction).toEqual({ notice, appealToken: "t0k" });

    stubFetch(refusal({ notice: { id: "n1" }, appealToken: 7 }));
    const unreadable = (await apiFetch("/api/auth/sign-in/email").catch((caught: unknown) => caught)) as ApiError;
    expect(unreadable).toMatchObject({ code: "ACCOUNT_BANNED", message: "This account has been banned." });
    expect(unreadable.restriction).toBeUndefined();
  });

  it("keeps the status of an error that is not the API's (a proxy page)", async () => {
    stubFetch(new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect(await failure(apiFetch("/api/thing"))).toEqual({
      status: 502,
      code: CLIENT_ERROR_CODES.badResponse,
      message: BAD_RESPONSE_MESSAGE,
      fields: undefined,
    });
  });

  it("refuses a success whose body does not match the schema", async () => {
    stubFetch(json({ count: "three" }));
    expect(await failure(apiFetch("/api/thing", { schema: z.object({ count: z.number() }) }))).toMatchObject({
      status: 200,
      code: "BAD_RESPONSE",
    });
    stubFetch(new Response("not json", { status: 200 }));
    expect(await failure(apiFetch("/api/thing", { schema: z.object({}) }))).toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("reports no answer at all as a network error with status 0", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    expect(await failure(apiFetch("/api/thing"))).toEqual({
      status: 0,
      code: "NETWORK_ERROR",
      message: NETWORK_MESSAGE,
      fields: undefined,
    });
  });

  it("lets a cancellation through as it is", async () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    stubFetch(abort);
    await expect(apiFetch("/api/thing")).rejects.toBe(abort);
  });
});

describe("ApiError", () => {
  it("is a client error only for 4xx", () => {
    expect(new ApiError(400, "X", "x").isClientError).toBe(true);
    expect(new ApiError(499, "X", "x").isClientError).toBe(true);
    expect(new ApiError(0, "X", "x").isClientError).toBe(false);
    expect(new ApiError(500, "X", "x").isClientError).toBe(false);
    expect(new ApiError(302, "X", "x").isClientError).toBe(false);
  });

  it("is recognised by isApiError, and nothing else is", () => {
    const error = new ApiError(404, "NOT_FOUND", "Gone");
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(isApiError(new Error("Gone"))).toBe(false);
    expect(isApiError({ status: 404, code: "NOT_FOUND", message: "Gone" })).toBe(false);
  });
});
