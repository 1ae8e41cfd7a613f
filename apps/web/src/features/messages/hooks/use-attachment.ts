import { MESSAGE_TEXT } from "@kindred/contracts";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { AttachmentRejectedError, prepareAttachment } from "../utils/prepare-attachment";
import { t } from "@/lib/i18n/i18n";

export type Attachment = { file: File; url: string };

/**
 * The composer's image: checked and scaled when chosen, previewed from a local URL, removable.
 * `take` hands it to a send (the send's bubble keeps showing the local URL) and empties the composer.
 */
export function useAttachment() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [preparing, setPreparing] = useState(false);
  // The URL still shown by the composer, revoked when it is replaced, removed or left behind.
  const shown = useRef<string | null>(null);

  const show = (next: Attachment | null) => {
    if (shown.current && shown.current !== next?.url) URL.revokeObjectURL(shown.current);
    shown.current = next?.url ?? null;
    setAttachment(next);
  };

  const choose = async (file: File) => {
    setPreparing(true);
    try {
      const prepared = await prepareAttachment(file);
      show({ file: prepared, url: URL.createObjectURL(prepared) });
    } catch (error) {
      // The rejection carries the spec's English message; it is shown in the language in use.
      toast.error(t(error instanceof AttachmentRejectedError ? error.message : MESSAGE_TEXT.onlyImages));
    } finally {
      setPreparing(false);
    }
  };

  const remove = () => show(null);

  const take = () => {
    const taken = attachment;
    // Not revoked: the pending bubble shows it until the server's copy arrives.
    shown.current = null;
    setAttachment(null);
    return taken;
  };

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  return { attachment, preparing, choose, remove, take };
}
