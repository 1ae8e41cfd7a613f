import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The form's submit button: disabled with a spinner (label kept) while the request is in flight. */
export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}
