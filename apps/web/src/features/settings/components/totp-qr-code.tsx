import { SECURITY_TEXT } from "@kindred/contracts";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { t } from "@/lib/i18n/i18n";

const SIZE = 192;

/** The QR encoder loads only when a member sets up two-factor, not with the Settings screen. */
async function drawQr(uri: string): Promise<string> {
  const { default: qrcode } = await import("qrcode");
  return qrcode.toDataURL(uri, { width: SIZE * 2, margin: 1, errorCorrectionLevel: "M" });
}

/** The otpauth:// URI as a QR code for the authenticator app to scan (a data: image, which the CSP allows). */
export function TotpQrCode({ uri }: { uri: string }) {
  // Not kept once the dialog closes: the image holds the member's key.
  const qr = useQuery({
    queryKey: ["security", "qr", uri],
    queryFn: () => drawQr(uri),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="mx-auto rounded-xl border border-border bg-white p-2 shadow-sm">
      {qr.data ? (
        <img src={qr.data} alt={t(SECURITY_TEXT.qrAlt)} width={SIZE} height={SIZE} className="block size-48" />
      ) : (
        <div role="status" className="size-48">
          <Skeleton className="size-full" />
          <span className="sr-only">{t(SECURITY_TEXT.qrLoading)}</span>
        </div>
      )}
    </div>
  );
}
