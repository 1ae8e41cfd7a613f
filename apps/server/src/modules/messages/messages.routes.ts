import { MESSAGE_LIMITS, MESSAGE_TEXT, PHOTO_FILE_FIELD, msg } from "@kindred/contracts";
import { Hono, type Context, type Next } from "hono";
import { largeJson } from "../../http/compressed-json";
import { jsonBody } from "../../http/json-body";
import { isMultipart, multipartUpload } from "../../http/multipart";
import { assertNoNul } from "../../http/no-nul";
import type { AuthVariables } from "../auth/session.middleware";
import type { MessagesService, SendInput } from "./messages.service";

type Env = { Variables: AuthVariables & { json: unknown; send: SendInput } };

const upload = multipartUpload({
  field: PHOTO_FILE_FIELD,
  // Spec 001: an attachment must be "smaller than 5 MB" (a profile photo may be 5 MB exactly), as the web checks it.
  maxFileBytes: MESSAGE_LIMITS.maxImageBytes - 1,
  bodyTooLarge: () => MESSAGE_TEXT.imageTooLarge,
  fileTooLarge: () => MESSAGE_TEXT.imageTooLarge,
  unreadable: msg("The upload could not be read. Please try again."),
  oneFileOnly: msg("Attach one image per message."),
});

/** A text message comes as JSON; a message with an image as multipart (clientId, content, file). */
async function readSend(c: Context<Env>, next: Next) {
  if (!isMultipart(c)) {
    return jsonBody(c as unknown as Parameters<typeof jsonBody>[0], async () => {
      c.set("send", { fields: c.get("json") });
      await next();
    });
  }
  return upload.limit(c, async () => {
    const { text, file } = await upload.read(c);
    const content = text("content");
    assertNoNul([content, text("clientId")]);
    c.set("send", {
      fields: { clientId: text("clientId"), ...(content !== undefined ? { content } : {}) },
      ...(file ? { image: file } : {}),
    });
    await next();
  });
}

/** `/api/conversations`: my conversations, their messages, sending and reading. */
export function conversationsRoutes(service: MessagesService) {
  return (
    new Hono<Env>()
      // Set before the handler answers: set on a finished response, hono rebuilds it as a Fetch Response
      // with a body stream, which the node server then reads back (a tenth of a chat send's CPU).
      .use("*", async (c, next) => {
        c.header("Cache-Control", "no-store");
        await next();
      })
      .get("/", async (c) => largeJson(c, { conversations: await service.conversations(c.get("user").id) }))
      .get("/summary", async (c) => c.json(await service.summary(c.get("user").id)))
      .get("/:matchId/messages", async (c) =>
        largeJson(c, await service.messages(c.get("user").id, c.req.param("matchId"), c.req.query())),
      )
      .post("/:matchId/messages", readSend, async (c) => {
        const { message, created } = await service.send(c.get("user").id, c.req.param("matchId") ?? "", c.get("send"));
        return c.json({ message }, created ? 201 : 200);
      })
      .post("/:matchId/read", async (c) => c.json(await service.markRead(c.get("user").id, c.req.param("matchId"))))
  );
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
