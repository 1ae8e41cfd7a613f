import { ImagePlus, LoaderCircle } from "lucide-react";
import { useId, type ReactNode } from "react";
import { t } from "@/lib/i18n/i18n";
import { cn } from "@/lib/utils";

type UploadTileProps = {
  accept: string;
  onFiles: (files: File[]) => void;
  busy?: boolean;
  disabled?: boolean;
  /** The visible call to action. */
  title?: string;
  /** Replaces the title while busy. */
  busyTitle?: string;
  /** Text under it: accepted types and size, or an empty-state message. */
  children?: ReactNode;
  className?: string;
};

/**
 * The "add photos" tile: a label around a visually hidden file input, so it opens the picker by
 * click, tap, Enter or Space, and the input keeps its own accessible name.
 */
export function UploadTile({
  accept,
  onFiles,
  busy,
  disabled,
  title = t("Add photos"),
  busyTitle = t("Adding..."),
  children,
  className,
}: UploadTileProps) {
  const hintId = useId();
  const inactive = busy || disabled;
  return (
    <label
      className={cn(
        "flex aspect-[4/5] cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-rose-200 bg-rose-50/60 p-2 text-center sm:p-3 transition-colors hover:border-primary hover:bg-accent has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring",
        inactive && "pointer-events-none opacity-70",
        className,
      )}
    >
      <input
        type="file"
        className="sr-only"
        accept={accept}
        multiple
        disabled={inactive}
        aria-label={title}
        aria-describedby={children ? hintId : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Clear it, so choosing the same file again is still a change.
          event.target.value = "";
          onFiles(files);
        }}
      />
      <span className="flex size-11 items-center justify-center rounded-full bg-white text-primary-strong shadow-sm">
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-5" />
        )}
      </span>
      <span className="text-sm font-semibold whitespace-nowrap text-foreground">{busy ? busyTitle : title}</span>
      {children ? (
        <span id={hintId} className="text-xs leading-snug text-balance text-muted-foreground">
          {children}
        </span>
      ) : null}
    </label>
  );
}
