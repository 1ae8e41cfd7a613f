import { describe, expect, it } from "vitest";
import { ROUTES, SCREEN_FIRST_DATA } from "./routes";

describe("SCREEN_FIRST_DATA", () => {
  it("names member screens, and preloads with a page only what that screen reads first", () => {
    const screens = Object.values<string>(ROUTES);
    for (const [screen, { reads, withPage }] of Object.entries(SCREEN_FIRST_DATA)) {
      expect(screens).toContain(screen);
      for (const path of withPage) expect(reads).toContain(path);
      for (const path of reads) expect(path).toMatch(/^\/api\//);
    }
  });
});
