import { describe, expect, it } from "vitest";
import { jsonEncodingFor } from "./compressed-json";

describe("jsonEncodingFor", () => {
  it("takes brotli over gzip, as browsers list them", () => {
    expect(jsonEncodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(jsonEncodingFor("gzip, deflate")).toBe("gzip");
    expect(jsonEncodingFor("GZIP")).toBe("gzip");
  });

  it("sends nothing compressed to a client that takes neither, or refuses them with q=0", () => {
    expect(jsonEncodingFor(undefined)).toBeUndefined();
    expect(jsonEncodingFor("")).toBeUndefined();
    expect(jsonEncodingFor("identity")).toBeUndefined();
    expect(jsonEncodingFor("deflate")).toBeUndefined();
    expect(jsonEncodingFor("br;q=0, gzip;q=0")).toBeUndefined();
    expect(jsonEncodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
  });
});
