import { msg } from "@kindred/contracts";

/** Spec 001 section 8, "Location button". */
export const LOCATION_MESSAGES = {
  unsupported: msg("Geolocation is not supported by your browser"),
  permissionDenied: msg("Location permission denied"),
  unavailable: msg("Could not get your location"),
  notFound: msg("Location not found"),
  noData: msg("No location data found"),
  lookupFailed: msg("Failed to get location name"),
} as const;

/** Spec 001 section 9: high accuracy, 10 s. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
