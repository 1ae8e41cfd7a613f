import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  SEARCH_INTERESTS,
  countActiveFilters,
  filtersFromParams,
  filtersToParams,
  toApiQuery,
  type SearchFilters,
} from "./search-filters";

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

const everything: SearchFilters = {
  q: "Ada",
  gender: "female",
  minAge: 25,
  maxAge: 40,
  distanceKm: 10,
  religion: "buddhism",
  mbtiType: "INTJ",
  language: "French",
  interests: ["Travel", "Music"],
  lookingFor: ["Marriage", "Friendship"],
  mbtiCompatibility: true,
  useQuizData: true,
};

describe("filtersFromParams", () => {
  it("answers the defaults and page 1 for an empty address", () => {
    expect(parse("")).toEqual({ filters: DEFAULT_FILTERS, page: 1 });
    expect(DEFAULT_FILTERS).toMatchObject({ gender: "all", minAge: 18, maxAge: 65, distanceKm: 50 });
  });

  it("reads every filter", () => {
    const { filters, page } = parse(
      "q=Ada&gender=female&minAge=25&maxAge=40&distance=10&religion=buddhism&mbtiType=INTJ&language=French" +
        "&interests=Travel,Music&lookingFor=Marriage,Friendship&mbtiCompatibility=true&useQuizData=true&page=3",
    );
    expect(filters).toEqual(everything);
    expect(page).toBe(3);
  });

  it("falls back to the default for unknown or out-of-range values", () => {
    const { filters, page } = parse(
      "gender=robot&minAge=17&maxAge=100&distance=0&religion=Buddhism&mbtiType=intj&language=Klingon&page=0" +
        "&mbtiCompatibility=yes&useQuizData=1",
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(page).toBe(1);
    expect(parse("minAge=18.5&maxAge=-3&distance=1e2&page=2x").filters).toEqual(DEFAULT_FILTERS);
    expect(parse("page=1001").page).toBe(1);
    expect(parse("page=1000").page).toBe(1000);
  });

  it("accepts the bounds themselves", () => {
    expect(parse("minAge=18&maxAge=99&distance=100").filters).toMatchObject({
      minAge: 18,
      maxAge: 99,
      distanceKm: 100,
    });
    expect(parse("distance=1").filters.distanceKm).toBe(1);
  });

  it("resets an inverted age range as a whole, but keeps an equal one", () => {
    expect(parse("minAge=50&maxAge=30").filters).toMatchObject({ minAge: 18, maxAge: 65 });
    expect(parse("minAge=70").filters).toMatchObject({ minAge: 18, maxAge: 65 });
    expect(parse("minAge=30&maxAge=30").filters).toMatchObject({ minAge: 30, maxAge: 30 });
  });

  it("reads 'distance=any' as no limit", () => {
    expect(parse("distance=any").filters.distanceKm).toBeNull();
  });

  it("keeps only known list items, once each, in the order given", () => {
    expect(parse("interests=Music,Bogus,Travel,Music,,travel").filters.interests).toEqual(["Music", "Travel"]);
    expect(parse("lookingFor=Marriage,Marriage,Pen Pal").filters.lookingFor).toEqual(["Marriage"]);
  });

  it("offers only the first 8 interests as search chips", () => {
    expect(SEARCH_INTERESTS).toEqual([
      "Travel",
      "Music",
      "Movies",
      "Reading",
      "Sports",
      "Cooking",
      "Art",
      "Photography",
    ]);
    expect(parse("interests=Gaming,Art").filters.interests).toEqual(["Art"]);
  });

  it("keeps the search text as typed", () => {
    expect(parse("q=%20ada%20lovelace%20").filters.q).toBe(" ada lovelace ");
  });
});

describe("filtersToParams", () => {
  it("writes nothing for the defaults on page 1", () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe("");
    expect(filtersToParams({ ...DEFAULT_FILTERS, q: "   " }, 1).toString()).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, maxAge: 30 }, 2).toString()).toBe("maxAge=30&page=2");
    expect(filtersToParams({ ...DEFAULT_FILTERS, distanceKm: null }).toString()).toBe("distance=any");
    expect(filtersToParams({ ...DEFAULT_FILTERS, q: " ada " }).toString()).toBe("q=ada");
  });

  it("round-trips through the address bar", () => {
    const params = filtersToParams(everything, 4);
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual({ filters: everything, page: 4 });
    const anyDistance = { ...DEFAULT_FILTERS, distanceKm: null, interests: ["Art" as const] };
    expect(filtersFromParams(filtersToParams(anyDistance)).filters).toEqual(anyDistance);
  });
});

describe("toApiQuery", () => {
  it("always sends text, gender, ages, page and page size; the rest only when set", () => {
    expect(toApiQuery(DEFAULT_FILTERS, 1)).toBe("q=&gender=all&minAge=18&maxAge=65&page=1&pageSize=12&distanceKm=50");
    expect(toApiQuery({ ...DEFAULT_FILTERS, distanceKm: null }, 2)).toBe(
      "q=&gender=all&minAge=18&maxAge=65&page=2&pageSize=12",
    );
    expect(Object.fromEntries(new URLSearchParams(toApiQuery(everything, 3)))).toEqual({
      q: "Ada",
      gender: "female",
      minAge: "25",
      maxAge: "40",
      page: "3",
      pageSize: "12",
      distanceKm: "10",
      religion: "buddhism",
      mbtiType: "INTJ",
      language: "French",
      interests: "Travel,Music",
      lookingFor: "Marriage,Friendship",
      mbtiCompatibility: "true",
      useQuizData: "true",
    });
  });

  it("trims the search text", () => {
    expect(new URLSearchParams(toApiQuery({ ...DEFAULT_FILTERS, q: "  ada " }, 1)).get("q")).toBe("ada");
  });
});

describe("countActiveFilters", () => {
  it("counts nothing for the defaults, and ignores the search text", () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, q: "ada" })).toBe(0);
  });

  it("counts the age range once, whichever end moved", () => {
    expect(countActiveFilters({ ...DEFAULT_FILTERS, minAge: 30 })).toBe(1);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, minAge: 30, maxAge: 40 })).toBe(1);
  });

  it("counts 'any distance' as a change, and each other filter once", () => {
    expect(countActiveFilters({ ...DEFAULT_FILTERS, distanceKm: null })).toBe(1);
    expect(countActiveFilters(everything)).toBe(10);
  });
});
