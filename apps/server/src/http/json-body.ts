import { JSON_BODY_LIMIT_BYTES } from "@kindred/contracts";
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * JSON endpoints accept only `application/json`, at most JSON_BODY_LIMIT_BYTES, and well-formed JSON.
 * The body is read once here (counting bytes as they stream, so a huge body is cut off early) and
 * parsed; handlers read the parsed value with `c.get("json")`. Routes that take files skip this.
 */
export const jsonBody = createMiddleware<{ Variables: { json: unknown; rawBody: string } }>(async (c, next) => {
  if (!METHODS_WITH_BODY.has(c.req.method)) return next();
  const declaredLength = Number(c.req.header("content-length") ?? 0);
  if (declaredLength > JSON_BODY_LIMIT_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) {
    if (c.req.method === "DELETE") return next();
    c.set("json", {});
    c.set("rawBody", "");
    return next();
  }
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await readLimited(body, JSON_BODY_LIMIT_BYTES);
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
    }
  }
  c.set("json", json);
  c.set("rawBody", text);
  return next();
});

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `The request body is too large (at most ${JSON_BODY_LIMIT_BYTES / 1024} KB).`);

async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
