import { PlaceSchema, type Place, type Position } from "@kindred/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type { Place, Position };

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
