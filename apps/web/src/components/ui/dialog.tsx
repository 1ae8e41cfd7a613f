import { LoaderCircle, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (the dialog then needs its own way out besides Escape). */
  hideClose?: boolean;
  overlayClassName?: string;
};

/**
 * A modal dialog (role="dialog", aria-modal): focus moves in and is trapped, Escape or the X closes
 * it, and focus returns to what opened it. It needs a `DialogTitle`; without a `DialogDescription`
 * pass `aria-describedby={undefined}`. On a phone it rises from the bottom as a sheet; from `sm` up it
 * is centred. Size it with `className` (e.g. `sm:max-w-2xl`).
 */
export function DialogContent({
  className,
  overlayClassName,
  hideClose = false,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn("fixed inset-0 z-50 bg-stone-950/55 backdrop-blur-[2px]", overlayClassName)}
      />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-(--radius-card) border border-border bg-card text-card-foreground shadow-2xl outline-none",
          "sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-(--radius-card)",
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label={t("Close")}
            className="tap-target absolute top-3 right-3 z-10 inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-foreground shadow-sm ring-1 ring-border transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4.5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 px-5 pt-5 pr-14 sm:px-6 sm:pt-6", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-bold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-6",
        className,
      )}
      {...props}
    />
  );
}

type DialogFormActionsProps = {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  /** A red submit, for what cannot be undone. */
  destructive?: boolean;
  /** Keep the dialog open while the request runs (where closing mid-way would hide its outcome). */
  lockCancelWhilePending?: boolean;
};

/** A form dialog's footer: Cancel closes it; the submit shows a spinner and is disabled while pending. */
export function DialogFormActions({
  cancelLabel,
  submitLabel,
  pending,
  destructive,
  lockCancelWhilePending,
}: DialogFormActionsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={lockCancelWhilePending ? pending : undefined}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        className={destructive ? "bg-destructive hover:bg-red-800" : undefined}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
