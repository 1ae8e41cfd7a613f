import { VERIFICATION_TEXT, type VerificationPose } from "@kindred/contracts";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n/i18n";
import { differsFromAll, greyOf, loadFaceCheck, stepDone, type FaceRead } from "../lib/face-check";

const TEXT = VERIFICATION_TEXT;
/** Selfies are taken at most this wide: the server reads faces at 640 px. */
const SELFIE_SIDE = 640;
/** Reads in a row that must show the pose before its selfie is taken: a pose held, not passed through. */
const HOLD_READS = 2;
const PAUSE_MS = 120;

type Step = "straight" | VerificationPose;
type CameraState =
  { kind: "preparing" } | { kind: "failed"; message: string } | { kind: "running"; step: number; hint: string };

const instruction = (step: Step) => t(step === "straight" ? TEXT.straight : TEXT.poses[step]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement) {
  const scale = Math.min(1, SELFIE_SIDE / Math.max(video.videoWidth, video.videoHeight));
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext("2d")!.drawImage(video, 0, 0, canvas.width, canvas.height);
}

const jpegOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no selfie"))), "image/jpeg", 0.92),
  );

type CameraCheckProps = {
  poses: VerificationPose[];
  onDone: (selfies: Blob[]) => void;
  onCancel: () => void;
};

/**
 * The camera, and the face check that guides the member through the steps: straight on, then each
 * pose. A step's selfie is the very frame the check read (drawn once, read, then encoded), taken when
 * the pose has held for HOLD_READS reads. Nothing leaves the page until every selfie is taken.
 */
export function CameraCheck({ poses, onDone, onCancel }: CameraCheckProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: "preparing" });
  // Bumped by Try again after a camera or face-check failure: the same verification, a fresh start.
  const [opening, setOpening] = useState(0);
  const steps: Step[] = ["straight", ...poses];
  const finished = useEffectEvent((selfies: Blob[]) => onDone(selfies));
  const stepsOf = useEffectEvent((): Step[] => ["straight", ...poses]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    const run = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
          audio: false,
        });
      } catch (error) {
        const denied = error instanceof DOMException && error.name === "NotAllowedError";
        if (!stopped) setState({ kind: "failed", message: t(denied ? TEXT.cameraDenied : TEXT.noCamera) });
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      const playing = await video.play().then(
        () => true,
        () => false,
      );
      const check = playing ? await loadFaceCheck().catch(() => null) : null;
      if (stopped) return;
      if (!check) {
        setState({ kind: "failed", message: t(TEXT.checkFailed) });
        return;
      }
      const order = stepsOf();
      const canvas = document.createElement("canvas");
      const selfies: Blob[] = [];
      const greys: Uint8ClampedArray[] = [];
      let straight: FaceRead | null = null;
      let held = 0;
      setState({ kind: "running", step: 0, hint: t(TEXT.findFace) });
      while (!stopped && selfies.length < order.length) {
        drawFrame(video, canvas);
        const read = await check(canvas);
        if (stopped) return;
        const step = order[selfies.length]!;
        const grey = greyOf(canvas);
        held = stepDone(step, read, straight) && differsFromAll(grey, greys) ? held + 1 : 0;
        if (held >= HOLD_READS) {
          selfies.push(await jpegOf(canvas));
          greys.push(grey);
          if (step === "straight") straight = read;
          held = 0;
          if (selfies.length < order.length)
            setState({ kind: "running", step: selfies.length, hint: t(TEXT.findFace) });
        } else {
          const hint = t(held > 0 ? TEXT.holdStill : read.faces > 1 ? TEXT.oneFace : TEXT.findFace);
          setState({ kind: "running", step: selfies.length, hint });
        }
        await pause(PAUSE_MS);
      }
      if (!stopped) finished(selfies);
    };
    void run();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opening]);

  const current = state.kind === "running" ? steps[state.step]! : null;
  return (
    <div className="grid gap-4">
      <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-(--radius-card) bg-stone-900 shadow-lg">
        {/* Mirrored, as people expect to see themselves; the selfies are not. */}
        <video
          ref={videoRef}
          aria-label={t(TEXT.cameraLabel)}
          muted
          playsInline
          className="size-full -scale-x-100 object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[12%_22%] rounded-[50%] border-4 border-white/70 shadow-[0_0_0_999px_rgb(0_0_0/0.25)]"
        />
        {state.kind === "preparing" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-stone-900/70 p-6 text-center text-white">
            <Spinner className="[&_svg]:size-6" label={t(TEXT.preparing)} />
            <p className="text-sm">{t(TEXT.preparing)}</p>
          </div>
        ) : null}
      </div>

      {state.kind === "failed" ? (
        <div className="grid justify-items-center gap-3">
          <Alert>{state.message}</Alert>
          <Button
            onClick={() => {
              setState({ kind: "preparing" });
              setOpening((count) => count + 1);
            }}
          >
            {t(TEXT.tryAgain)}
          </Button>
        </div>
      ) : (
        <div className="grid min-h-24 justify-items-center gap-1 text-center">
          {current ? (
            <>
              <p className="text-sm font-medium text-muted-foreground">
                {t(TEXT.step, { step: state.kind === "running" ? state.step + 1 : 1, total: steps.length })}
              </p>
              <p className="text-2xl font-bold tracking-tight">{instruction(current)}</p>
            </>
          ) : null}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {state.kind === "running" ? state.hint : ""}
          </p>
        </div>
      )}
      <Button variant="outline" className="justify-self-center" onClick={onCancel}>
        {t(TEXT.cancel)}
      </Button>
    </div>
  );
}
