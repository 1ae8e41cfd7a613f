import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form's zod resolver, with the schema (and zod) loaded when the form is first checked
 * rather than with the page: a form paints, and takes its typing, before any of it is needed.
 */
export function lazyZodResolver<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    );
    return (await resolver)(values, context, options);
  };
}
