import { PHOTO_FILE_FIELD, PHOTO_LIMITS, PHOTO_MESSAGES, photoMegabytes, PhotoSizeSchema } from "@kindred/contracts";
import { Hono } from "hono";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import { multipartUpload, requireMultipart } from "../../http/multipart";
import type { AuthVariables } from "../auth/session.middleware";
import type { PhotosService } from "./photos.service";

type Env = { Variables: AuthVariables & { json: unknown } };

/**
 * The size refusal with its size as a value, so the error handler says it in the request's language.
 * The upload rules answer a refusal's words for the reader to throw; this throws first, as the same
 * 413, with the value the message needs.
 */
const tooLarge = (bytes: number): never => {
  throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_MESSAGES.tooLarge, undefined, { size: photoMegabytes(bytes) });
};

const upload = multipartUpload({
  field: PHOTO_FILE_FIELD,
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  bodyTooLarge: (declared) => (declared ? tooLarge(declared) : PHOTO_MESSAGES.tooLargeUnknownSize),
  fileTooLarge: tooLarge,
  unreadable: PHOTO_MESSAGES.unreadableUpload,
  oneFileOnly: PHOTO_MESSAGES.oneFileOnly,
});

/** `/api/photos`: the signed-in member's profile photos, and photo files for whoever may see them. */
export function photosRoutes(service: PhotosService) {
  return new Hono<Env>()
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ photos: await service.listOwn(c.get("user").id) });
    })
    .post("/", requireMultipart(PHOTO_MESSAGES.notMultipart), upload.limit, async (c) => {
      const { file } = await upload.read(c);
      if (!file) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.noFile);
      return c.json(await service.upload(c.get("user").id, file), 201);
    })
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
