import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { serverMessage } from "./server-message";

describe("serverMessage", () => {
  it("shows what the server said", () => {
    expect(serverMessage(new ApiError(429, "RATE_LIMITED", "You've sent a lot of likes."), "Failed")).toBe(
      "You've sent a lot of likes.",
    );
    expect(serverMessage(new ApiError(500, "INTERNAL", "Something broke."), "Failed")).toBe("Something broke.");
  });

  it("uses the fallback when the server did not speak: no answer, a foreign page, or not an ApiError", () => {
    expect(serverMessage(new ApiError(0, "NETWORK_ERROR", "We couldn't reach Kindred."), "Failed")).toBe("Failed");
    expect(serverMessage(new ApiError(502, "BAD_RESPONSE", "Something went wrong on our side."), "Failed")).toBe(
      "Failed",
    );
    expect(serverMessage(new Error("boom"), "Failed")).toBe("Failed");
  });
});
