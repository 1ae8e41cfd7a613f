import { PHOTO_FILE_FIELD, PHOTO_LIMITS, PHOTO_MESSAGES, PhotoSizeSchema } from "@kindred/contracts";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import type { AuthVariables } from "../auth/session.middleware";
import type { PhotosService } from "./photos.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (c: Context) => {
  const declared = Number(c.req.header("content-length"));
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    Number.isFinite(declared) && declared > 0 ? PHOTO_MESSAGES.tooLarge(declared) : PHOTO_MESSAGES.tooLargeUnknownSize,
  );
};

/** Refuses anything but multipart/form-data before a byte of the body is read. */
const requireMultipart = createMiddleware(async (c, next) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_MESSAGES.notMultipart);
  await next();
});

/** The single file in the form's `file` field, read whole (bodyLimit has bounded it). */
async function readUploadedFile(c: Context): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadableUpload);
  }
  const files = form.getAll(PHOTO_FILE_FIELD).filter((value) => typeof value !== "string");
  if (files.length === 0) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.noFile);
  if (files.length > 1) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.oneFileOnly);
  const file = files[0]!;
  if (file.size > PHOTO_LIMITS.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_MESSAGES.tooLarge(file.size));
  return new Uint8Array(await file.arrayBuffer());
}

/** `/api/photos`: the signed-in member's profile photos, and photo files for whoever may see them. */
export function photosRoutes(service: PhotosService) {
  return new Hono<Env>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ photos: await service.listOwn(c.get("user").id) });
    })
    .post(
      "/",
      requireMultipart,
      // Counts bytes as they arrive (or trusts a Content-Length, which Node enforces) and stops early.
      bodyLimit({ maxSize: PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES, onError: tooLarge }),
      async (c) => {
        const bytes = await readUploadedFile(c);
        return c.json(await service.upload(c.get("user").id, bytes), 201);
      },
    )
    .patch("/:id", jsonBody, async (c) =>
      c.json(await service.setPrivacy(c.get("user").id, c.req.param("id"), c.get("json"))),
    )
    .delete("/:id", async (c) => {
      await service.remove(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/:id/file", async (c) => {
      const size = PhotoSizeSchema.optional().parse(c.req.query("size")) ?? "main";
      const file = await service.openFile(c.get("user").id, c.req.param("id"), size);
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        // Never "public": the URL needs a session, so no shared cache (CDN, proxy) may keep a copy for others.
        "Cache-Control": file.isPrivate ? "private, no-store" : `private, max-age=${PHOTO_LIMITS.cacheSeconds}`,
      });
    });
}
