import { isIPv4, isIPv6 } from "node:net";
import type { SessionPlace } from "@kindred/contracts";

/**
 * Where a session signed in, as coarsely as the member needs to recognise it. We ship no IP
 * geolocation database, so a country only comes from a trusted proxy's header (captured at sign-in);
 * otherwise a private address is "the local network" and a public one is shown with its host part
 * hidden (203.0.113.x, 2001:db8:1::/48): enough to tell home from elsewhere, not to locate anyone.
 */
export function placeOf(ipAddress: string | null | undefined, country: string | null | undefined): SessionPlace {
  if (country && /^[A-Z]{2}$/.test(country) && country !== "XX" && country !== "T1")
    return { kind: "country", code: country };
  const ip = ipAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "";
  if (isIPv4(ip)) {
    const [a, b] = ip.split(".").map(Number) as [number, number];
    const local =
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254);
    return local ? { kind: "local" } : { kind: "network", network: `${ip.split(".").slice(0, 3).join(".")}.x` };
  }
  if (isIPv6(ip)) {
    const lower = ip.toLowerCase();
    if (lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return { kind: "local" };
    const groups = expandIPv6(lower)
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ""));
    return { kind: "network", network: `${groups.join(":")}::/48` };
  }
  return { kind: "unknown" };
}

/** The eight groups of an IPv6 address, "::" filled in. */
function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...fill, ...right];
}

/**
 * The two-letter country a trusted proxy put in `header` (Cloudflare's cf-ipcountry, Vercel's
 * x-vercel-ip-country...), or undefined. Only read behind TRUST_PROXY: anyone else could send it.
 */
export function countryFrom(headers: Headers | undefined, header: string | undefined): string | undefined {
  const value = header ? headers?.get(header)?.trim().toUpperCase() : undefined;
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}
