import { msg } from "./i18n/msg";

/** Spec 000 section 3: the 30 countries offered, with ISO codes for the gazetteer. */
export const COUNTRIES = [
  { code: "US", name: msg("United States") },
  { code: "CA", name: msg("Canada") },
  { code: "GB", name: msg("United Kingdom") },
  { code: "AU", name: msg("Australia") },
  { code: "DE", name: msg("Germany") },
  { code: "FR", name: msg("France") },
  { code: "ES", name: msg("Spain") },
  { code: "IT", name: msg("Italy") },
  { code: "JP", name: msg("Japan") },
  { code: "CN", name: msg("China") },
  { code: "IN", name: msg("India") },
  { code: "BR", name: msg("Brazil") },
  { code: "MX", name: msg("Mexico") },
  { code: "ZA", name: msg("South Africa") },
  { code: "RU", name: msg("Russia") },
  { code: "SG", name: msg("Singapore") },
  { code: "NZ", name: msg("New Zealand") },
  { code: "AR", name: msg("Argentina") },
  { code: "CL", name: msg("Chile") },
  { code: "CO", name: msg("Colombia") },
  { code: "SE", name: msg("Sweden") },
  { code: "NO", name: msg("Norway") },
  { code: "DK", name: msg("Denmark") },
  { code: "FI", name: msg("Finland") },
  { code: "NL", name: msg("Netherlands") },
  { code: "BE", name: msg("Belgium") },
  { code: "PT", name: msg("Portugal") },
  { code: "GR", name: msg("Greece") },
  { code: "TR", name: msg("Turkey") },
  { code: "ID", name: msg("Indonesia") },
] as const;
export type CountryName = (typeof COUNTRIES)[number]["name"];
export const UNITED_STATES = "United States";

export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

/** Spec 000 section 3: 'City, State, Country' or 'City, Country'. */
export function formatLocation(parts: {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  return [parts.city, parts.state, parts.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}
