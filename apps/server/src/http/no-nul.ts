import { createMiddleware } from "hono/factory";
import { msg } from "@kindred/contracts";
import { AppError } from "../errors";
import { assertUrlHasNoLoneSurrogate } from "./no-lone-surrogate";

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reached a query would fail there as a 500. It is
 * never meaningful in a member's text: refused at the edge (URL, JSON body, form fields) as a 400.
 */
export const NUL_MESSAGE = msg("Text can't contain the NUL character (U+0000). Please remove it and try again.");

const refuse = () => new AppError("BAD_REQUEST", NUL_MESSAGE);

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item));
  return false;
}

/** Throws the 400 when any string in a parsed body (keys included) holds a NUL. */
export function assertNoNul(value: unknown): void {
  if (holdsNul(value)) throw refuse();
}

/** A JSON text can only produce a NUL through the `\u0000` escape: walk the parsed value only then. */
export function assertJsonTextHasNoNul(text: string, parsed: unknown): void {
  if (/\\u0000/i.test(text)) assertNoNul(parsed);
}

/**
 * Path and query: `%00` is the only way a NUL arrives in a URL (raw NULs are refused by Node's parser).
 * The URL's other unstorable text, an encoded lone surrogate, is refused here too: one check per URL.
 */
export const refuseNulInUrl = createMiddleware(async (c, next) => {
  if (c.req.url.includes("%00")) throw refuse();
  assertUrlHasNoLoneSurrogate(c.req.url);
  await next();
});
