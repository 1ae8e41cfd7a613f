import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, string>>;
type FieldErrors<S extends FormSchema> = Partial<Record<keyof z.input<S> & string, string>>;

/**
 * A form of the browser's own named inputs, checked by a contracts schema that loads (with zod) when
 * the form is first checked. For the forms on the pages that paint first (sign-in, sign-up), which
 * can't wait for a form library; the other forms use react-hook-form. Like it, the first invalid
 * field takes the focus on submit, and after a submit every change checks the form again.
 */
export function useSchemaForm<S extends FormSchema>(loadSchema: () => Promise<S>) {
  const [errors, setErrors] = useState<FieldErrors<S>>({});
  const submitted = useRef(false);

  const check = async (form: HTMLFormElement) => {
    const schema = await loadSchema();
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    const found: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found as FieldErrors<S>);
    return { result, found };
  };

  return {
    errors,
    /** A field's message from elsewhere (the server's answer). */
    setError: (field: keyof z.input<S> & string, message: string) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /** For the form's onSubmit: checks every field, then hands the schema's output to `onValid`. */
    handleSubmit: (onValid: (values: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const form = event.currentTarget;
      void check(form).then(({ result, found }) => {
        if (result.success) return onValid(result.data);
        const fields = [...form.elements] as HTMLInputElement[];
        fields.find((field) => field.name in found)?.focus();
      });
    },
    /** For the form's onChange. */
    handleChange: (event: FormEvent<HTMLFormElement>) => {
      if (submitted.current) void check(event.currentTarget);
    },
  };
}
