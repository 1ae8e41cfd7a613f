import { useState } from "react";
import { isApiError } from "@/lib/api-client";
import { reverseGeocode, type Position } from "../api/reverse-geocode";
import { GEOLOCATION_OPTIONS, LOCATION_MESSAGES } from "../utils/location-messages";

export type CurrentPlace = { country: string; state: string | null; city: string; location: string };

/** A failure the member should read, with the spec's wording. */
export class LocationError extends Error {}

function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new LocationError(LOCATION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new LocationError(
            error.code === error.PERMISSION_DENIED ? LOCATION_MESSAGES.permissionDenied : LOCATION_MESSAGES.unavailable,
          ),
        ),
      GEOLOCATION_OPTIONS,
    );
  });
}

async function placeOf(position: Position): Promise<CurrentPlace> {
  let place;
  try {
    place = await reverseGeocode(position);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new LocationError(LOCATION_MESSAGES.notFound);
    throw new LocationError(LOCATION_MESSAGES.lookupFailed);
  }
  if (!place.city || !place.country) throw new LocationError(LOCATION_MESSAGES.noData);
  return { country: place.country, state: place.state ?? null, city: place.city, location: place.location ?? "" };
}

/** "Use current location": asks the browser once, then names the nearest city. */
export function useCurrentLocation() {
  const [isLocating, setIsLocating] = useState(false);
  const locate = async (): Promise<CurrentPlace> => {
    setIsLocating(true);
    try {
      return await placeOf(await currentPosition());
    } finally {
      setIsLocating(false);
    }
  };
  return { locate, isLocating };
}
