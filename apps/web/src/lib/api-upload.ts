import { ApiErrorBodySchema, msg } from "@kindred/contracts";
import type { z } from "zod";
import { ApiError, CLIENT_ERROR_CODES } from "./api-client";
import { t } from "./i18n/i18n";

// Same wording as api-client.ts: an upload fails the way every other call does.
const NETWORK_MESSAGE = msg("We couldn't reach Kindred. Please check your internet connection and try again.");
const BAD_RESPONSE_MESSAGE = msg("Something went wrong on our side. Please try again.");

type UploadOptions<S extends z.ZodType> = {
  /** The file (or a resized blob of it); several go as parts of the same field, in order. */
  file: Blob | Blob[];
  /** The name sent with the part; a Blob has none of its own. */
  fileName?: string;
  /** The multipart field the server reads. */
  field?: string;
  /** Text fields sent next to the file (e.g. a message's clientId and content). */
  fields?: Record<string, string>;
  schema: S;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a file or a few (and any text fields) as multipart/form-data (the browser writes the boundary, so no Content-Type header
 * here) and answers like `apiFetch`: the validated body, or an `ApiError` with the server's code,
 * message and fields.
 */
export async function apiUpload<S extends z.ZodType>(
  path: string,
  { file, fileName, field = "file", fields = {}, schema, signal }: UploadOptions<S>,
): Promise<z.output<S>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of Array.isArray(file) ? file : [file])
    form.append(field, part, fileName ?? (part instanceof File ? part.name : "upload"));

  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form,
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, t(NETWORK_MESSAGE));
  }

  const data = await readJson(response);
  if (!response.ok) {
    const parsed = ApiErrorBodySchema.safeParse(data);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, t(BAD_RESPONSE_MESSAGE));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, t(BAD_RESPONSE_MESSAGE));
  return parsed.data;
}
