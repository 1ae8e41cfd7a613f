import { describe, expect, it } from "vitest";
import { TotpCodeSchema, deviceLabel, groupedKey, placeLabel, totpSecretOf } from "./security";

describe("the authenticator key", () => {
  it("is read from the otpauth URI and grouped by four", () => {
    const uri = "otpauth://totp/Kindred:a%40b.c?secret=jbswy3dpehpk3pxpjbswy3dp&issuer=Kindred&digits=6&period=30";
    expect(totpSecretOf(uri)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(groupedKey("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(totpSecretOf("not a uri")).toBe("");
  });
});

describe("a typed code", () => {
  it("takes six digits, spaces allowed", () => {
    expect(TotpCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(TotpCodeSchema.safeParse("12345").success).toBe(false);
    expect(TotpCodeSchema.safeParse("12a456").success).toBe(false);
  });
});

describe("a session's labels", () => {
  it("names the device by what is known", () => {
    expect(deviceLabel({ browser: "Chrome", os: "Android" })).toBe("Chrome on Android");
    expect(deviceLabel({ browser: null, os: "iPhone" })).toBe("iPhone");
    expect(deviceLabel({ browser: null, os: null })).toBe("Unknown device");
  });

  it("names the place coarsely", () => {
    expect(placeLabel({ kind: "country", code: "FR" })).toBe("France");
    expect(placeLabel({ kind: "local" })).toBe("Local network");
    expect(placeLabel({ kind: "network", network: "203.0.113.x" })).toBe("203.0.113.x");
  });
});
