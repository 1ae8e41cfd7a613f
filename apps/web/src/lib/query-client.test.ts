import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { ME_QUERY_KEY, createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("retries outages and server errors up to 3 times", () => {
    const outage = new ApiError(0, "NETWORK_ERROR", "offline");
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, outage))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, new ApiError(503, "UNAVAILABLE", "down"))).toBe(true);
    expect(shouldRetry(0, new TypeError("bad"))).toBe(true);
  });

  it("never retries a 4xx", () => {
    for (const status of [400, 401, 403, 404, 409, 429, 499]) {
      expect(shouldRetry(0, new ApiError(status, "X", "no"))).toBe(false);
    }
    expect(shouldRetry(0, new ApiError(500, "INTERNAL", "oops"))).toBe(true);
  });
});

describe("retryDelay", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe("createQueryClient", () => {
  const client = createQueryClient();
  afterEach(() => client.clear());

  const failingQuery = (error: Error) =>
    client.fetchQuery({ queryKey: ["anything", error.message], queryFn: () => Promise.reject(error) });

  /** The session probe as the app registers it, answering `me` (null: signed out). */
  const probeAnswering = async (me: { id: string } | null) => {
    await client.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => Promise.resolve(me) });
    client
      .getQueryCache()
      .find({ queryKey: ME_QUERY_KEY })!
      .setOptions({
        queryKey: ME_QUERY_KEY,
        queryFn: () => Promise.resolve(me),
      });
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("asks the session probe again when a query finds the session gone, and signs out if it says so", async () => {
    await probeAnswering({ id: "user-ada" });
    const probe = client.getQueryCache().find({ queryKey: ME_QUERY_KEY })!;
    probe.setOptions({ queryKey: ME_QUERY_KEY, queryFn: () => Promise.resolve(null) });
    await expect(failingQuery(new ApiError(401, "UNAUTHENTICATED", "Signed out"))).rejects.toThrow("Signed out");
    await settled();
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it("stays signed in when the probe finds the session good: the call carried one just replaced", async () => {
    await probeAnswering({ id: "user-ada" });
    let asked = 0;
    const probe = client.getQueryCache().find({ queryKey: ME_QUERY_KEY })!;
    probe.setOptions({ queryKey: ME_QUERY_KEY, queryFn: () => ((asked += 1), Promise.resolve({ id: "user-ada" })) });
    await expect(failingQuery(new ApiError(401, "UNAUTHENTICATED", "Signed out"))).rejects.toThrow("Signed out");
    await settled();
    expect(asked).toBe(1);
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual({ id: "user-ada" });
  });

  it("signs the member out when any query finds the session gone before the probe ever ran", async () => {
    client.setQueryData(ME_QUERY_KEY, { id: "user-ada" });
    await expect(failingQuery(new ApiError(401, "UNAUTHENTICATED", "Signed out"))).rejects.toThrow("Signed out");
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it("signs the member out when a mutation finds the session gone", async () => {
    client.setQueryData(ME_QUERY_KEY, { id: "user-ada" });
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError(401, "UNAUTHENTICATED", "Signed out")),
    });
    await expect(observer.mutate()).rejects.toThrow("Signed out");
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it("keeps the session for other errors", async () => {
    client.setQueryData(ME_QUERY_KEY, { id: "user-ada" });
    await expect(failingQuery(new ApiError(403, "FORBIDDEN", "Not yours"))).rejects.toThrow("Not yours");
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual({ id: "user-ada" });
  });

  it("never resends a failed mutation by itself", async () => {
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(new ApiError(0, "NETWORK_ERROR", "offline"));
      },
    });
    await expect(observer.mutate()).rejects.toThrow("offline");
    expect(calls).toBe(1);
  });
});
