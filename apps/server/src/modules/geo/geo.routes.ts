import { COUNTRIES, formatLocation } from "@kindred/contracts";
import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import { nearestCity, searchCities } from "./gazetteer";

const SearchSchema = z.object({
  country: z.enum(COUNTRIES.map((country) => country.name) as [string, ...string[]]),
  state: z.string().max(60).optional(),
  q: z.string().trim().min(1).max(100),
});

const PositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export function geoRoutes() {
  return (
    new Hono<{ Variables: { json: unknown } }>()
      /** City suggestions for the profile form. */
      .get("/cities", (c) => {
        const { country, state, q } = SearchSchema.parse(c.req.query());
        const cities = searchCities(country, state || null, q).map((city) => ({ name: city.name, state: city.state }));
        c.header("Cache-Control", "private, max-age=86400");
        return c.json({ cities });
      })
      /**
       * "Use current location": the browser's position in, the nearest city out. The position is used
       * for this lookup only and never stored or logged (DESIGN section 9).
       */
      .post("/reverse", jsonBody, (c) => {
        const { latitude, longitude } = PositionSchema.parse(c.get("json"));
        const city = nearestCity(latitude, longitude);
        if (!city) throw new AppError("NOT_FOUND", "Location not found");
        return c.json({
          city: city.name,
          state: city.state,
          country: city.country,
          location: formatLocation({ city: city.name, state: city.state, country: city.country }),
        });
      })
  );
}
