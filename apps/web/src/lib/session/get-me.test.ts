import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { getMe } from "./get-me";

const MEMBER = {
  id: "user-1",
  email: "ada@example.com",
  emailVerified: true,
  role: "user",
  createdAt: "2026-03-01T10:00:00.000Z",
  locale: "en",
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("getMe", () => {
  it("asks GET /api/session, which answers a visitor with 200 and no member", async () => {
    const fetch = answer({ me: null });
    await expect(getMe()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledWith("/api/session", expect.objectContaining({ method: "GET" }));
  });

  it("answers the member, checked against the contracts' shape", async () => {
    answer({ me: MEMBER });
    await expect(getMe()).resolves.toEqual(MEMBER);
  });

  it("refuses a member answer that isn't the contracts' shape", async () => {
    answer({ me: { ...MEMBER, role: "overlord" } });
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "BAD_RESPONSE" });
    answer({ member: MEMBER });
    await expect(getMe()).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("fails like any call when the server does", async () => {
    answer({ error: { code: "INTERNAL", message: "Something broke" } }, 500);
    await expect(getMe()).rejects.toMatchObject({ status: 500, code: "INTERNAL" });
  });
});
