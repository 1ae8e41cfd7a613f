import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../errors";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const isMultipart = (c: Context) =>
  (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";

/** Refuses anything but multipart/form-data before a byte of the body is read. */
export const requireMultipart = (message: string) =>
  createMiddleware(async (c, next) => {
    if (!isMultipart(c)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", message);
    await next();
  });

/** What an upload route accepts, and the words of its refusals (each route speaks its own). */
export type UploadRules = {
  /** The form field that carries the file. */
  field: string;
  maxFileBytes: number;
  /** The body is over the limit; `declared` is its Content-Length when the client sent one. */
  bodyTooLarge: (declared: number | undefined) => string;
  fileTooLarge: (bytes: number) => string;
  unreadable: string;
  oneFileOnly: string;
};

export type UploadedForm = {
  /** A text field's value; undefined when it is missing or a file. */
  text: (name: string) => string | undefined;
  /** The one file, if any. */
  file: Uint8Array | undefined;
};

/** A multipart upload of at most one file: the body limit to put before the handler, and the reader. */
export function multipartUpload(rules: UploadRules) {
  // Counts bytes as they arrive (or trusts a Content-Length, which Node enforces) and stops early.
  const limit: MiddlewareHandler = bodyLimit({
    maxSize: rules.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => {
      const declared = Number(c.req.header("content-length"));
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        rules.bodyTooLarge(Number.isFinite(declared) && declared > 0 ? declared : undefined),
      );
    },
  });

  /** The form, read whole: `limit` has bounded it. */
  async function read(c: Context): Promise<UploadedForm> {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError("BAD_REQUEST", rules.unreadable);
    }
    const files = form.getAll(rules.field).filter((value) => typeof value !== "string");
    if (files.length > 1) throw new AppError("BAD_REQUEST", rules.oneFileOnly);
    const file = files[0];
    if (file && file.size > rules.maxFileBytes) throw new AppError("PAYLOAD_TOO_LARGE", rules.fileTooLarge(file.size));
    return {
      text: (name) => {
        const value = form.get(name);
        return typeof value === "string" ? value : undefined;
      },
      file: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
    };
  }

  return { limit, read };
}
