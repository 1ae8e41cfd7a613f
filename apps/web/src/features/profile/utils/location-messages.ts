/** Spec 001 section 8, "Location button". */
export const LOCATION_MESSAGES = {
  unsupported: "Geolocation is not supported by your browser",
  permissionDenied: "Location permission denied",
  unavailable: "Could not get your location",
  notFound: "Location not found",
  noData: "No location data found",
  lookupFailed: "Failed to get location name",
} as const;

/** Spec 001 section 9: high accuracy, 10 s. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
