import { describe, expect, it } from "vitest";
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from "./backoff";

const least = () => 0;
const most = () => 1;

describe("reconnectDelay", () => {
  it("starts at 250-500 ms and doubles each attempt", () => {
    expect(RECONNECT_BASE_MS).toBe(500);
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, least))).toEqual([250, 500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, most))).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it("never waits more than 15 s, however many attempts failed", () => {
    expect(RECONNECT_MAX_MS).toBe(15_000);
    for (const attempt of [5, 6, 10, 50, 1023, 5000]) {
      expect(reconnectDelay(attempt, least)).toBe(7500);
      expect(reconnectDelay(attempt, most)).toBe(15_000);
    }
  });

  it("spreads the wait over the upper half of the step (equal jitter), rounded to whole ms", () => {
    expect(reconnectDelay(2, () => 0.5)).toBe(1500);
    expect(reconnectDelay(0, () => 0.123)).toBe(281); // 250 + 30.75
    expect(reconnectDelay(6, () => 0.25)).toBe(9375);
  });

  it("treats a negative attempt as the first", () => {
    expect(reconnectDelay(-3, least)).toBe(250);
    expect(reconnectDelay(-3, most)).toBe(500);
  });

  it("uses Math.random by default and stays within the bounds", () => {
    for (let i = 0; i < 200; i += 1) {
      const delay = reconnectDelay(3);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });
});
