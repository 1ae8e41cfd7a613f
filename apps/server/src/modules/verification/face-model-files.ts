import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { VERIFICATION_TEXT } from "@kindred/contracts";
import { AppError } from "../../errors";

const require = createRequire(import.meta.url);
const humanModels = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "models");
const wasmDist = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));

/**
 * What the verification screen's own face check loads (the browser sees a face, its turn and its
 * smile; the comparison's model stays on the server): from the packages on this server, never a CDN.
 */
const FILES = new Map<string, { file: string; type: string }>([
  ...["blazeface", "facemesh", "emotion"].flatMap((model) => [
    [`${model}.json`, { file: path.join(humanModels, `${model}.json`), type: "application/json" }] as const,
    [`${model}.bin`, { file: path.join(humanModels, `${model}.bin`), type: "application/octet-stream" }] as const,
  ]),
  ...["tfjs-backend-wasm.wasm", "tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm-threaded-simd.wasm"].map(
    (name) => [name, { file: path.join(wasmDist, name), type: "application/wasm" }] as const,
  ),
]);

/** One of the browser's face-model files, by name; 404 for anything else. */
export async function faceModelFile(name: string): Promise<{ bytes: Uint8Array; type: string }> {
  const entry = FILES.get(name);
  if (!entry) throw new AppError("NOT_FOUND", VERIFICATION_TEXT.refusals.modelNotFound);
  return { bytes: await readFile(entry.file), type: entry.type };
}
