import { z } from "zod";
import { RestrictionSchema } from "./notices";

/** Every error the API answers has this shape. */
export const ErrorCodeSchema = z.enum([
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "FORBIDDEN_ORIGIN",
  "NOT_FOUND",
  "CONFLICT",
  "GONE",
  "RATE_LIMITED",
  "INVALID_CREDENTIALS",
  "USER_ALREADY_EXISTS",
  "PASSWORD_TOO_COMMON",
  "INVALID_TOKEN",
  "ACCOUNT_BANNED",
  /** A sign-up, password reset or report without its proof-of-work solution, or with a bad one. */
  "PROOF_REQUIRED",
  "PROOF_INVALID",
  /** A dependency (object storage) failed for a moment: nothing was stored, the same request may be retried. */
  "UNAVAILABLE",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** ACCOUNT_BANNED only: the statement of reasons and a token to appeal it. */
    restriction: RestrictionSchema.optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  USER_ALREADY_EXISTS: 422,
  PASSWORD_TOO_COMMON: 400,
  INVALID_TOKEN: 400,
  ACCOUNT_BANNED: 403,
  PROOF_REQUIRED: 400,
  PROOF_INVALID: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
