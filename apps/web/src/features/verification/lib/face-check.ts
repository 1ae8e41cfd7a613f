import { MOVEMENT_SIDE, VERIFICATION, movementBetween, poseSeen, type VerificationPose } from "@kindred/contracts";

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
    // Each read is of the frame in hand: Human would otherwise reuse a face's box and expression from
    // earlier frames for a while, so a pose held would be read from before it was made.
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 2, minConfidence: 0.5, return: false, skipFrames: 0, skipTime: 0 },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: true, skipFrames: 0, skipTime: 0 },
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

/**
 * What each step waits for: one face; first straight on and not smiling (so that no pose is already
 * made in it, and each pose's selfie differs from it), then each pose as the server judges it.
 */
export function stepDone(step: "straight" | VerificationPose, read: FaceRead, straight: FaceRead | null): boolean {
  if (read.faces !== 1) return false;
  if (step === "straight" || !straight)
    return Math.abs(read.yawDegrees) < VERIFICATION.turnDegrees && read.happy < VERIFICATION.smileScore;
  return poseSeen(step, straight, read);
}

/** The picture's grey copy, as the server compares selfies for movement (selfie-images.ts). */
export function greyOf(image: HTMLCanvasElement): Uint8ClampedArray {
  const small = document.createElement("canvas");
  small.width = MOVEMENT_SIDE;
  small.height = MOVEMENT_SIDE;
  const context = small.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(image, 0, 0, MOVEMENT_SIDE, MOVEMENT_SIDE);
  const { data } = context.getImageData(0, 0, MOVEMENT_SIDE, MOVEMENT_SIDE);
  const grey = new Uint8ClampedArray(MOVEMENT_SIDE * MOVEMENT_SIDE);
  for (let pixel = 0; pixel < grey.length; pixel++)
    grey[pixel] = 0.299 * data[pixel * 4]! + 0.587 * data[pixel * 4 + 1]! + 0.114 * data[pixel * 4 + 2]!;
  return grey;
}

/**
 * Whether a picture differs enough from every selfie already taken: the server refuses selfies that
 * barely differ (a picture held up), so each step waits for a new one (twice the server's margin).
 */
export const differsFromAll = (grey: Uint8ClampedArray, taken: Uint8ClampedArray[]) =>
  taken.every((earlier) => movementBetween(earlier, grey) >= VERIFICATION.minMovement * 2);
