import { z } from "zod";
import { COUNTRIES } from "./geography";

/** `GET /api/geo/cities`: city suggestions for the profile form. */
export const CitySearchQuerySchema = z.object({
  country: z.enum(COUNTRIES.map((country) => country.name) as [string, ...string[]]),
  state: z.string().max(60).optional(),
  q: z.string().trim().min(1).max(100),
});
export const CitySuggestionSchema = z.object({ name: z.string(), state: z.string().nullable() });
export type CitySuggestion = z.infer<typeof CitySuggestionSchema>;
export const CitySuggestionsSchema = z.object({ cities: z.array(CitySuggestionSchema) });
export type CitySuggestions = z.infer<typeof CitySuggestionsSchema>;

/** `POST /api/geo/reverse`: the browser's position in (used once, never stored), the nearest city out. */
export const PositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Position = z.infer<typeof PositionSchema>;
export const PlaceSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  location: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;
