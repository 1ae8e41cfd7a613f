import { ApiErrorBodySchema, type ApiErrorBody } from "@kindred/contracts";

/** The error body without its optional restriction: a restriction we can't read must not hide the message. */
const PlainErrorBodySchema = ApiErrorBodySchema.extend({
  error: ApiErrorBodySchema.shape.error.omit({ restriction: true }),
});

/** The API's error from a failed answer's body, or undefined when the body isn't the API's. */
export function readApiErrorBody(body: unknown): ApiErrorBody["error"] | undefined {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (parsed.success) return parsed.data.error;
  const plain = PlainErrorBodySchema.safeParse(body);
  return plain.success ? plain.data.error : undefined;
}
