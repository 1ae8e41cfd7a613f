import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";

/**
 * The form's submit button: disabled with a spinner (label kept) while the request is in flight, and
 * until the pre-rendered page is live, or the browser would send the form itself (the password in
 * the address).
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  const live = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || !live} aria-busy={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}
