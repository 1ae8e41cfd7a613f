import {
  INTERESTS,
  LANGUAGES,
  MBTI_TYPES,
  RELATIONSHIP_TYPES,
  RELIGIONS,
  SEARCH_DEFAULTS,
  SEARCH_LIMITS,
  SEARCH_PAGE_SIZE,
  msg,
} from "@kindred/contracts";

export const GENDER_FILTERS = [
  { value: "all", label: msg("All") },
  { value: "male", label: msg("Male") },
  { value: "female", label: msg("Female") },
  { value: "both", label: msg("Both") },
] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number]["value"];

/** Spec 001 section 9: of the 15 interests, only the first 8 are offered as chips. */
export const SEARCH_INTERESTS = INTERESTS.slice(0, 8);
type Interest = (typeof INTERESTS)[number];
type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export { SEARCH_PAGE_SIZE };

/** Spec 001 section 3, "search filter state"; `distanceKm: null` means no distance limit. */
export type SearchFilters = {
  q: string;
  gender: GenderFilter;
  minAge: number;
  maxAge: number;
  distanceKm: number | null;
  religion: string;
  mbtiType: string;
  language: string;
  interests: Interest[];
  lookingFor: RelationshipType[];
  mbtiCompatibility: boolean;
  useQuizData: boolean;
};

export const DEFAULT_FILTERS: SearchFilters = {
  q: "",
  gender: "all",
  minAge: SEARCH_DEFAULTS.minAge,
  maxAge: SEARCH_DEFAULTS.maxAge,
  distanceKm: SEARCH_DEFAULTS.distanceKm,
  religion: "",
  mbtiType: "",
  language: "",
  interests: [],
  lookingFor: [],
  mbtiCompatibility: false,
  useQuizData: false,
};

/** The URL says "distance=any" for no limit; no parameter means the default 50 km. */
const ANY_DISTANCE = "any";

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

const listOf = <T extends string>(list: readonly T[], value: string | null): T[] =>
  (value ?? "")
    .split(",")
    .map((item) => oneOf(list, item))
    .filter((item): item is T => item !== undefined)
    .filter((item, index, all) => all.indexOf(item) === index);

/**
 * Filters and page from the address bar, so a search can be shared and the back button undoes a
 * change. Anything unknown or out of range falls back to its default rather than failing the page;
 * the search text is kept as typed (the server says when it is too long).
 */
export function filtersFromParams(params: URLSearchParams): { filters: SearchFilters; page: number } {
  const { ageMin, ageMax, distanceMin, distanceMax } = SEARCH_LIMITS;
  let minAge = intIn(params.get("minAge"), ageMin, ageMax) ?? DEFAULT_FILTERS.minAge;
  let maxAge = intIn(params.get("maxAge"), ageMin, ageMax) ?? DEFAULT_FILTERS.maxAge;
  if (minAge > maxAge) [minAge, maxAge] = [DEFAULT_FILTERS.minAge, DEFAULT_FILTERS.maxAge];
  const distance = params.get("distance");
  const filters: SearchFilters = {
    q: params.get("q") ?? "",
    gender:
      oneOf(
        GENDER_FILTERS.map((gender) => gender.value),
        params.get("gender"),
      ) ?? "all",
    minAge,
    maxAge,
    distanceKm:
      distance === ANY_DISTANCE ? null : (intIn(distance, distanceMin, distanceMax) ?? DEFAULT_FILTERS.distanceKm),
    religion:
      oneOf(
        RELIGIONS.map((religion) => religion.value),
        params.get("religion"),
      ) ?? "",
    mbtiType: oneOf(MBTI_TYPES, params.get("mbtiType")) ?? "",
    language: oneOf(LANGUAGES, params.get("language")) ?? "",
    interests: listOf(SEARCH_INTERESTS, params.get("interests")),
    lookingFor: listOf(RELATIONSHIP_TYPES, params.get("lookingFor")),
    mbtiCompatibility: params.get("mbtiCompatibility") === "true",
    useQuizData: params.get("useQuizData") === "true",
  };
  return { filters, page: intIn(params.get("page"), 1, 1000) ?? 1 };
}

/** The address bar for these filters: only what differs from the defaults, so a plain search stays /search. */
export function filtersToParams(filters: SearchFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.gender !== "all") params.set("gender", filters.gender);
  if (filters.minAge !== DEFAULT_FILTERS.minAge) params.set("minAge", String(filters.minAge));
  if (filters.maxAge !== DEFAULT_FILTERS.maxAge) params.set("maxAge", String(filters.maxAge));
  if (filters.distanceKm === null) params.set("distance", ANY_DISTANCE);
  else if (filters.distanceKm !== DEFAULT_FILTERS.distanceKm) params.set("distance", String(filters.distanceKm));
  if (filters.religion) params.set("religion", filters.religion);
  if (filters.mbtiType) params.set("mbtiType", filters.mbtiType);
  if (filters.language) params.set("language", filters.language);
  if (filters.interests.length) params.set("interests", filters.interests.join(","));
  if (filters.lookingFor.length) params.set("lookingFor", filters.lookingFor.join(","));
  if (filters.mbtiCompatibility) params.set("mbtiCompatibility", "true");
  if (filters.useQuizData) params.set("useQuizData", "true");
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The `GET /api/search` query string: the distance goes only when it is limited. */
export function toApiQuery(filters: SearchFilters, page: number): string {
  const params = new URLSearchParams({
    q: filters.q.trim(),
    gender: filters.gender,
    minAge: String(filters.minAge),
    maxAge: String(filters.maxAge),
    page: String(page),
    pageSize: String(SEARCH_PAGE_SIZE),
  });
  if (filters.distanceKm !== null) params.set("distanceKm", String(filters.distanceKm));
  if (filters.religion) params.set("religion", filters.religion);
  if (filters.mbtiType) params.set("mbtiType", filters.mbtiType);
  if (filters.language) params.set("language", filters.language);
  if (filters.interests.length) params.set("interests", filters.interests.join(","));
  if (filters.lookingFor.length) params.set("lookingFor", filters.lookingFor.join(","));
  if (filters.mbtiCompatibility) params.set("mbtiCompatibility", "true");
  if (filters.useQuizData) params.set("useQuizData", "true");
  return params.toString();
}

/** How many filters (not counting the text) differ from the defaults: the number on the Filters button. */
export function countActiveFilters(filters: SearchFilters): number {
  return [
    filters.gender !== DEFAULT_FILTERS.gender,
    filters.minAge !== DEFAULT_FILTERS.minAge || filters.maxAge !== DEFAULT_FILTERS.maxAge,
    filters.distanceKm !== DEFAULT_FILTERS.distanceKm,
    Boolean(filters.religion),
    Boolean(filters.mbtiType),
    Boolean(filters.language),
    filters.interests.length > 0,
    filters.lookingFor.length > 0,
    filters.mbtiCompatibility,
    filters.useQuizData,
  ].filter(Boolean).length;
}
