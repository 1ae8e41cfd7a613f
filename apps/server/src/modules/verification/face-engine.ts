import { Worker } from "node:worker_threads";

/** An image as the face model reads it: raw RGB, three bytes a pixel. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

export type FaceReading = {
  /** How sure the detector is that this is a face, 0 to 1. */
  score: number;
  /** Left (negative) or right (positive) of straight on, in degrees. */
  yawDegrees: number;
  /** The expression model's "happy" score, 0 to 1. */
  happy: number;
};

export type Comparison = {
  selfies: FaceReading[][];
  photos: FaceReading[][];
  /** [selfie][photo]: Human's similarity (0 to 1) of their one face each; null when either has not one face. */
  similarity: (number | null)[][];
};

export type FaceEngine = {
  compare(request: { selfies: RgbImage[]; photos: RgbImage[] }): Promise<Comparison>;
};

type Pending = { resolve: (value: Comparison) => void; reject: (error: Error) => void };

/**
 * The face model in a thread of its own (face-worker.mjs), started on the first verification and kept
 * (its models take about a second to load). It does not keep the process alive; a crashed thread
 * fails what it held and the next request starts another.
 */
export function createFaceEngine(): FaceEngine {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  function start(): Worker {
    const started = new Worker(new URL("./face-worker.mjs", import.meta.url));
    started.unref();
    started.on("message", ({ id, result, error }: { id: number; result?: Comparison; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(`face model: ${error}`));
      else waiting?.resolve(result!);
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => failAll(new Error(`face model thread exited (${code})`)));
    return started;
  }

  return {
    compare(request) {
      worker ??= start();
      const id = next++;
      const promise = new Promise<Comparison>((resolve, reject) => pending.set(id, { resolve, reject }));
      const buffers = [...request.selfies, ...request.photos].map((image) => image.data.buffer as ArrayBuffer);
      worker.postMessage({ id, request }, buffers);
      return promise;
    },
  };
}

let shared: FaceEngine | undefined;
/** One face model a process, whatever number of apps it runs (the tests start many). */
export const sharedFaceEngine = (): FaceEngine => (shared ??= createFaceEngine());
