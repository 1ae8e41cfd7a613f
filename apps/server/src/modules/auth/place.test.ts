import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";
import { countryFrom, placeOf } from "./place";

describe("a session's place", () => {
  it("is the proxy's country when there is one", () => {
    expect(placeOf("203.0.113.7", "DE")).toEqual({ kind: "country", code: "DE" });
    // Cloudflare's "unknown" and "Tor" are not countries.
    expect(placeOf("203.0.113.7", "XX")).toEqual({ kind: "network", network: "203.0.113.x" });
    expect(placeOf("203.0.113.7", "T1")).toEqual({ kind: "network", network: "203.0.113.x" });
  });

  it("is the local network for loopback and private addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.9",
      "fd12::1",
      "fe80::1",
    ])
      expect(placeOf(ip, null)).toEqual({ kind: "local" });
  });

  it("hides the host part of a public address", () => {
    expect(placeOf("198.51.100.23", null)).toEqual({ kind: "network", network: "198.51.100.x" });
    expect(placeOf("172.32.0.1", null)).toEqual({ kind: "network", network: "172.32.0.x" });
    expect(placeOf("2001:db8:85a3::8a2e:370:7334", null)).toEqual({ kind: "network", network: "2001:db8:85a3::/48" });
    expect(placeOf("2001:db8::1", null)).toEqual({ kind: "network", network: "2001:db8:0::/48" });
  });

  it("is unknown without an address", () => {
    expect(placeOf(null, null)).toEqual({ kind: "unknown" });
    expect(placeOf("unknown", undefined)).toEqual({ kind: "unknown" });
  });

  it("reads only a two-letter country from the configured header", () => {
    const headers = new Headers({ "cf-ipcountry": "fr", "x-other": "DE" });
    expect(countryFrom(headers, "cf-ipcountry")).toBe("FR");
    expect(countryFrom(headers, undefined)).toBeUndefined();
    expect(countryFrom(new Headers({ "cf-ipcountry": "France" }), "cf-ipcountry")).toBeUndefined();
  });
});

describe("a session's device", () => {
  it("says browser and system as members do", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", os: "Android", kind: "phone" });
    expect(
      describeDevice(
        "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", os: "iPad", kind: "tablet" });
    expect(
      describeDevice(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", os: "Mac", kind: "desktop" });
    expect(describeDevice("curl/8.0")).toEqual({ browser: null, os: null, kind: "unknown" });
    expect(describeDevice(undefined)).toEqual({ browser: null, os: null, kind: "unknown" });
  });
});
