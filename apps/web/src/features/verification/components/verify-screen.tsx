import { ROUTES, VERIFICATION_TEXT, type VerificationResult, type VerificationStart } from "@kindred/contracts";
import { CircleCheck, CircleX, ScanFace } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { useSendSelfies, useStartVerification, useVerificationStatus } from "../api/verification";
import { verifiedOn } from "../lib/verified-on";
import { CameraCheck } from "./camera-check";

const TEXT = VERIFICATION_TEXT;

type Phase =
  | { kind: "consent" }
  | { kind: "camera"; verification: VerificationStart }
  | { kind: "sending" }
  | { kind: "result"; result: VerificationResult }
  | { kind: "refused"; message: string };

const messageOf = (error: unknown) => (isApiError(error) ? error.message : t(TEXT.checkFailed));

/**
 * Whether the server's answer (in the language on screen) is one of these messages: it may also
 * come in English, when the server has no translation of it.
 */
const isOneOf = (message: string, ...messages: string[]) =>
  messages.some((one) => message === one || message === t(one));

/**
 * "Verify your photos": what is kept and for how long, the member's consent, the camera and its
 * poses, then the server's verdict. Each try is one verification the server started (its poses).
 */
export function VerifyScreen() {
  const status = useVerificationStatus();
  const start = useStartVerification();
  const send = useSendSelfies();
  const [phase, setPhase] = useState<Phase>({ kind: "consent" });

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (verification) => setPhase({ kind: "camera", verification }),
      onError: (error) => setPhase({ kind: "refused", message: messageOf(error) }),
    });
  const submit = (id: string, selfies: Blob[]) => {
    setPhase({ kind: "sending" });
    send.mutate(
      { id, selfies },
      {
        onSuccess: (result) => setPhase({ kind: "result", result }),
        onError: (error) => setPhase({ kind: "refused", message: messageOf(error) }),
      },
    );
  };

  if (!status.data)
    return status.isError ? (
      <Alert className="mt-6">{messageOf(status.error)}</Alert>
    ) : (
      <Card className="mt-6 flex items-center gap-3 p-6 text-muted-foreground">
        <Spinner className="[&_svg]:size-5" label={t(TEXT.preparing)} />
      </Card>
    );

  const left = status.data.attemptsLeft;
  const again =
    left > 0 ? (
      <Button onClick={begin} disabled={start.isPending}>
        {t(TEXT.tryAgain)}
      </Button>
    ) : null;
  const back = (
    <Button asChild variant="outline">
      <Link to={ROUTES.profile}>{t(TEXT.backToProfile)}</Link>
    </Button>
  );

  if (phase.kind === "camera")
    return (
      <div className="mt-6">
        <CameraCheck
          poses={phase.verification.poses}
          onDone={(selfies) => submit(phase.verification.id, selfies)}
          onCancel={() => setPhase({ kind: "consent" })}
        />
      </div>
    );
  if (phase.kind === "sending")
    return (
      <Card className="mt-6 flex items-center gap-3 p-6" aria-live="polite">
        <Spinner className="[&_svg]:size-5" label={t(TEXT.sending)} />
        <p>{t(TEXT.sending)}</p>
      </Card>
    );
  if (phase.kind === "result" || phase.kind === "refused") {
    const verified = phase.kind === "result" && phase.result.verified;
    const message = phase.kind === "result" ? phase.result.message : phase.message;
    // Without a main photo (or one without a face) trying again cannot help: the photos page can.
    const photoFirst = isOneOf(message, TEXT.refusals.noMainPhoto, TEXT.refusals.mainPhotoFace);
    return (
      <Card className="mt-6 grid justify-items-start gap-4 p-6" role="status">
        <div className="flex items-start gap-3">
          {verified ? (
            <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-600" />
          ) : (
            <CircleX aria-hidden="true" className="size-7 shrink-0 text-rose-600" />
          )}
          <p className="text-lg font-semibold">{message}</p>
        </div>
        {verified ? null : <p className="text-sm text-muted-foreground">{t(TEXT.attemptsLeft, { left })}</p>}
        <div className="flex flex-wrap gap-3">
          {verified ? null : photoFirst ? (
            <Button asChild>
              <Link to={ROUTES.photos}>{t(TEXT.managePhotos)}</Link>
            </Button>
          ) : (
            again
          )}
          {back}
        </div>
      </Card>
    );
  }

  if (status.data.verified && status.data.verifiedAt)
    return (
      <Card className="mt-6 grid justify-items-start gap-4 p-6">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 text-emerald-600" />
          {t(TEXT.cardVerified)}
        </p>
        <p className="text-muted-foreground">
          {t(TEXT.cardVerifiedSince, { date: verifiedOn(status.data.verifiedAt) })}
        </p>
        {back}
      </Card>
    );

  return (
    <div className="mt-6 grid gap-6">
      <p className="text-lg text-muted-foreground">{t(TEXT.intro)}</p>
      <Card className="grid gap-4 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <ScanFace aria-hidden="true" className="size-6 text-sky-700" />
          {t(TEXT.consentTitle)}
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed">
          {TEXT.consent.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
        {left > 0 ? (
          <Button className="justify-self-start" onClick={begin} disabled={start.isPending}>
            {t(TEXT.agree)}
          </Button>
        ) : (
          <Alert variant="info">{t(TEXT.refusals.tooMany)}</Alert>
        )}
        <p className="text-sm text-muted-foreground">{t(TEXT.attemptsLeft, { left })}</p>
      </Card>
    </div>
  );
}
