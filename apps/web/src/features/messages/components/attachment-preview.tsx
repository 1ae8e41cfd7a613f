import { X } from "lucide-react";
import { t } from "@/lib/i18n/i18n";

/** The chosen image above the composer, with a way to take it off again. */
export function AttachmentPreview({ url, onRemove }: { url: string; onRemove: () => void }) {
  return (
    <div className="relative mb-2 ml-1 inline-flex">
      <img src={url} alt={t("Image to send")} className="h-20 max-w-40 rounded-xl border border-border object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("Remove image")}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-foreground text-white shadow-md transition-colors hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
