import {
  CitySearchQuerySchema,
  PositionSchema,
  formatLocation,
  type CitySuggestions,
  type Place,
  msg,
} from "@kindred/contracts";
import { Hono } from "hono";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import { nearestCity, searchCities } from "../../lib/gazetteer";

/** `/api/geo`: cities for the profile form, and the nearest city to a position. */
export function locationRoutes() {
  return (
    new Hono<{ Variables: { json: unknown } }>()
      /** City suggestions for the profile form. */
      .get("/cities", (c) => {
        const { country, state, q } = CitySearchQuerySchema.parse(c.req.query());
        const cities = searchCities(country, state || null, q).map((city) => ({ name: city.name, state: city.state }));
        c.header("Cache-Control", "private, max-age=86400");
        return c.json({ cities } satisfies CitySuggestions);
      })
      /**
       * "Use current location": the browser's position in, the nearest city out. The position is used
       * for this lookup only and never stored or logged (DESIGN section 9).
       */
      .post("/reverse", jsonBody, (c) => {
        const { latitude, longitude } = PositionSchema.parse(c.get("json"));
        const city = nearestCity(latitude, longitude);
        if (!city) throw new AppError("NOT_FOUND", msg("Location not found"));
        const place: Place = {
          city: city.name,
          state: city.state,
          country: city.country,
          location: formatLocation({ city: city.name, state: city.state, country: city.country }),
        };
        return c.json(place);
      })
  );
}
