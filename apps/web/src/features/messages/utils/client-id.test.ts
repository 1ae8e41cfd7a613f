import { ClientIdSchema } from "@kindred/contracts";
import { describe, expect, it, vi } from "vitest";
import { newClientId } from "./client-id";

describe("newClientId", () => {
  it("makes a key the server accepts, different every time", () => {
    const ids = Array.from({ length: 50 }, () => newClientId());
    for (const id of ids) expect(ClientIdSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses randomUUID where the browser has it", () => {
    vi.stubGlobal("crypto", {
      randomUUID: () => "123e4567-e89b-42d3-a456-426614174000",
      getRandomValues: () => {
        throw new Error("not expected");
      },
    });
    expect(newClientId()).toBe("123e4567-e89b-42d3-a456-426614174000");
  });

  it("falls back to 32 hex digits of random bytes outside a secure context", () => {
    vi.stubGlobal("crypto", {
      getRandomValues: (bytes: Uint8Array) => {
        bytes.forEach((_, i) => (bytes[i] = i * 17));
        return bytes;
      },
    });
    const id = newClientId();
    expect(id).toBe("00112233445566778899aabbccddeeff");
    expect(ClientIdSchema.safeParse(id).success).toBe(true);
  });
});
