import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

const PlaceSchema = z.object({
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

export type Position = { latitude: number; longitude: number };

/**
 * The nearest city to a position, from the server's offline gazetteer. The position is sent once and
 * not stored (DESIGN section 9).
 */
export async function reverseGeocode(position: Position): Promise<Place> {
  return apiFetch("/api/geo/reverse", { method: "POST", body: position, schema: PlaceSchema });
}

export function useReverseGeocode() {
  return useMutation({ mutationFn: reverseGeocode });
}
