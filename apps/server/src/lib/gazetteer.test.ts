import { describe, expect, it } from "vitest";
import { distanceKm, findCity, nearestCity, searchCities } from "./gazetteer";

describe("gazetteer", () => {
  it("finds a city by country, state and name, the most populous first", () => {
    const austin = findCity("United States", "Texas", "austin");
    expect(austin).toMatchObject({ name: "Austin", state: "Texas", country: "United States" });
    expect(austin!.latitude).toBeCloseTo(30.27, 1);
    expect(findCity("United States", "Arkansas", "Austin")!.population).toBeLessThan(austin!.population);
    expect(findCity("France", null, "Sao Paulo")).toBeUndefined();
    expect(findCity("Brazil", null, "sao paulo")).toMatchObject({ name: "São Paulo" });
    expect(findCity("Atlantis", null, "Anything")).toBeUndefined();
  });

  it("suggests cities by prefix", () => {
    const names = searchCities("United Kingdom", null, "Man").map((city) => city.name);
    expect(names[0]).toBe("Manchester");
    expect(names.length).toBeLessThanOrEqual(10);
  });

  it("names the nearest city to a position, and nothing in the open sea", () => {
    // The Eiffel Tower.
    expect(nearestCity(48.8584, 2.2945)).toMatchObject({ country: "France" });
    expect(nearestCity(40.7484, -73.9857)).toMatchObject({ state: "New York", country: "United States" });
    expect(nearestCity(0, -30)).toBeUndefined();
  });

  it("measures distances in km", () => {
    const paris = findCity("France", null, "Paris")!;
    const lyon = findCity("France", null, "Lyon")!;
    expect(distanceKm(paris, lyon)).toBeGreaterThan(380);
    expect(distanceKm(paris, lyon)).toBeLessThan(420);
  });
});
