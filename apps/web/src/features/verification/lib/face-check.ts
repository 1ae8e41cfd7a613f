import { VERIFICATION, poseSeen, type VerificationPose } from "@kindred/contracts";

/** The face check's models and WebAssembly, from this server (verification.routes.ts), never a CDN. */
const MODELS = "/api/verification/models/";

export type FaceRead = { faces: number; yawDegrees: number; happy: number };
export type FaceCheck = (image: HTMLCanvasElement) => Promise<FaceRead>;

/**
 * Loads the face model (Human on TensorFlow.js's WebAssembly backend, in its own chunk: only this
 * screen downloads it) and answers a reader of faces: how many, their turn and their smile. It only
 * guides the member to the poses; the server decides from the selfies themselves.
 */
export async function loadFaceCheck(): Promise<FaceCheck> {
  const { Human } = await import("@vladmandic/human");
  const human = new Human({
    backend: "wasm",
    wasmPath: MODELS,
    modelBasePath: MODELS,
    cacheModels: false,
    debug: false,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 2, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: true },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();
  return async (image) => {
    const result = await human.detect(image);
    const face = result.face[0];
    return {
      faces: result.face.length,
      yawDegrees: ((face?.rotation?.angle.yaw ?? 0) * 180) / Math.PI,
      happy: face?.emotion?.find((entry) => entry.emotion === "happy")?.score ?? 0,
    };
  };
}

/** What each step waits for: one face, straight on first, then each pose as the server judges it. */
export function stepDone(step: "straight" | VerificationPose, read: FaceRead, straight: FaceRead | null): boolean {
  if (read.faces !== 1) return false;
  if (step === "straight" || !straight) return Math.abs(read.yawDegrees) < VERIFICATION.turnDegrees * 2;
  return poseSeen(step, straight, read);
}
