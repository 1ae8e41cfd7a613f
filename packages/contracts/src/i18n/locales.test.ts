import { describe, expect, it } from "vitest";
import { acceptedLanguages, findLocale, matchLocale } from "./locales";
import { msg, valuesFor } from "./msg";

describe("the language a browser asks for", () => {
  it("reads an Accept-Language header by weight, then by order, without q=0 or *", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(acceptedLanguages("en;q=0.2, de")).toEqual(["de", "en"]);
    expect(acceptedLanguages("de;q=0, es")).toEqual(["es"]);
    expect(acceptedLanguages("*")).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("de;q=abc, fr")).toEqual(["fr"]);
  });

  it("takes the first language Kindred speaks, by its exact tag or by its language alone", () => {
    expect(matchLocale(["de-AT", "en"])).toBe("de");
    expect(matchLocale(["ja", "pt-PT", "en"])).toBe("pt-BR");
    expect(matchLocale(["pt-br"])).toBe("pt-BR");
    expect(matchLocale(["es-419"])).toBe("es");
    expect(matchLocale(["ja", "zh"])).toBe("en");
    expect(findLocale(["ja", "zh"])).toBeUndefined();
    expect(matchLocale([])).toBe("en");
  });
});

describe("a message's bound values", () => {
  it("are kept with the message and yield to the caller's", () => {
    const message = msg("At most {max} of {thing} (test-only).", { max: 6 });
    expect(message).toBe("At most {max} of {thing} (test-only).");
    expect(valuesFor(message, { thing: "photos" })).toEqual({ max: 6, thing: "photos" });
    expect(valuesFor(message, { max: 2 })).toEqual({ max: 2 });
    expect(valuesFor("A message with none.", { name: "Ada" })).toEqual({ name: "Ada" });
    expect(valuesFor("A message with none.")).toBeUndefined();
  });
});
