import { BACKUP_CODES_FILE_NAME, SECURITY_TEXT } from "@kindred/contracts";
import { Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { backupCodesFile } from "../utils/security-format";
import { t } from "@/lib/i18n/i18n";

/** The backup codes, shown once, with ways to keep them: copy, or download as a text file. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t(SECURITY_TEXT.codesCopied));
    } catch {
      toast.error(t(SECURITY_TEXT.copyFailed));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesFile(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = BACKUP_CODES_FILE_NAME;
    link.click();
    // The click has handed the file to the browser; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="grid gap-3">
      <ul
        aria-label={t(SECURITY_TEXT.backupCodesTitle)}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-border bg-muted/60 p-4 font-mono text-sm tracking-wide select-all"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t(SECURITY_TEXT.copyCodes)}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t(SECURITY_TEXT.downloadCodes)}
        </Button>
      </div>
    </div>
  );
}
