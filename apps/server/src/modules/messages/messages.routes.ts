import { MESSAGE_LIMITS, MESSAGE_TEXT, PHOTO_FILE_FIELD } from "@kindred/contracts";
import { Hono, type Context, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../errors";
import { jsonBody } from "../../http/json-body";
import { assertNoNul } from "../../http/no-nul";
import type { AuthVariables } from "../auth/session.middleware";
import type { MessagesService, SendInput } from "./messages.service";

type Env = { Variables: AuthVariables & { json: unknown; send: SendInput } };

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const isMultipart = (c: Context) =>
  (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";

const imageTooLarge = () => {
  throw new AppError("PAYLOAD_TOO_LARGE", MESSAGE_TEXT.imageTooLarge);
};
const limitImage = bodyLimit({ maxSize: MESSAGE_LIMITS.maxImageBytes + MULTIPART_OVERHEAD_BYTES, onError: imageTooLarge });

/** A text message comes as JSON; a message with an image as multipart (clientId, content, file). */
async function readSend(c: Context<Env>, next: Next) {
  if (!isMultipart(c)) {
    return jsonBody(c as unknown as Parameters<typeof jsonBody>[0], async () => {
      c.set("send", { fields: c.get("json") });
      await next();
    });
  }
  return limitImage(c, async () => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const files = form.getAll(PHOTO_FILE_FIELD).filter((value) => typeof value !== "string");
    if (files.length > 1) throw new AppError("BAD_REQUEST", "Attach one image per message.");
    const file = files[0];
    if (file && file.size > MESSAGE_LIMITS.maxImageBytes) throw new AppError("PAYLOAD_TOO_LARGE", MESSAGE_TEXT.imageTooLarge);
    const content = text("content");
    assertNoNul([content, text("clientId")]);
    c.set("send", {
      fields: { clientId: text("clientId"), ...(content !== undefined ? { content } : {}) },
      ...(file ? { image: new Uint8Array(await file.arrayBuffer()) } : {}),
    });
    await next();
  });
}

/** `/api/conversations`: my conversations, their messages, sending and reading. */
export function conversationsRoutes(service: MessagesService) {
  return new Hono<Env>()
    .use("*", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json({ conversations: await service.conversations(c.get("user").id) }))
    .get("/summary", async (c) => c.json(await service.summary(c.get("user").id)))
    .get("/:matchId/messages", async (c) =>
      c.json(await service.messages(c.get("user").id, c.req.param("matchId"), c.req.query())),
    )
    .post("/:matchId/messages", readSend, async (c) => {
      const { message, created } = await service.send(c.get("user").id, c.req.param("matchId") ?? "", c.get("send"));
      return c.json({ message }, created ? 201 : 200);
    })
    .post("/:matchId/read", async (c) => c.json(await service.markRead(c.get("user").id, c.req.param("matchId"))));
}

/** `/api/messages/:id/image`: a message's image, for the two members of its conversation only. */
export function messageFilesRoutes(service: MessagesService) {
  return new Hono<Env>().get("/:id/image", async (c) => {
    const file = await service.openImage(c.get("user").id, c.req.param("id"));
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
    });
  });
}
