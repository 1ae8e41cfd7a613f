import { VERIFICATION, VERIFICATION_TEXT } from "@kindred/contracts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../errors";
import { isMultipart } from "../../http/multipart";
import { requestLocale, translate } from "../../i18n/translator";
import type { AuthVariables } from "../auth/session.middleware";
import { faceModelFile } from "./face-model-files";
import type { VerificationService } from "./verification.service";

type Env = { Variables: AuthVariables };

const refusals = VERIFICATION_TEXT.refusals;
const NO_STORE = { "Cache-Control": "no-store" };
/** Every selfie at its largest, and room for the parts' boundaries and headers. */
const MAX_BODY = (VERIFICATION.posesPerAttempt + 1) * VERIFICATION.frameMaxBytes + 64 * 1024;

/** `/api/verification`: the signed-in member's own selfie verification. */
export function verificationRoutes(service: VerificationService) {
  return (
    new Hono<Env>()
      .get("/", async (c) => c.json(await service.status(c.get("user").id), 200, NO_STORE))
      // The verification screen's face check, for members only; the same files until the server updates.
      .get("/models/:file", async (c) => {
        const { bytes, type } = await faceModelFile(c.req.param("file"));
        return c.body(new Uint8Array(bytes), 200, { "Content-Type": type, "Cache-Control": "private, max-age=86400" });
      })
      .post("/", async (c) => c.json(await service.start(c.get("user").id), 201, NO_STORE))
      .post(
        "/:id/selfies",
        bodyLimit({
          maxSize: MAX_BODY,
          onError: () => {
            throw new AppError("PAYLOAD_TOO_LARGE", refusals.tooLarge);
          },
        }),
        async (c) => {
          const userId = c.get("user").id;
          const id = c.req.param("id");
          // Whose it is, first: another member's id answers 404 whatever the body.
          await service.open(userId, id);
          if (!isMultipart(c)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", refusals.frameCount);
          let form: FormData;
          try {
            form = await c.req.raw.formData();
          } catch {
            throw new AppError("BAD_REQUEST", refusals.notAnImage);
          }
          const frames: Uint8Array[] = [];
          for (const value of form.getAll(VERIFICATION.frameField)) {
            if (typeof value === "string") throw new AppError("BAD_REQUEST", refusals.notAnImage);
            frames.push(new Uint8Array(await value.arrayBuffer()));
          }
          const result = await service.submit(userId, id, frames);
          // The verdict in the request's language (else the member's own), as the errors are.
          const locale = requestLocale(c.req.header("accept-language"), c.get("user").locale);
          return c.json({ ...result, message: translate(locale, result.message) }, 200, NO_STORE);
        },
      )
  );
}
