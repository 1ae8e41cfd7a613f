// The face model's thread (face-engine.ts starts it): Human (@vladmandic/human) on TensorFlow.js's
// WASM backend, with the models its npm package ships, read from disk. Reading a face takes a few
// hundred milliseconds of CPU, so it runs here and never holds up the server's event loop. Plain
// JavaScript, so the same file runs under tsx, in the tests and beside the built server.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
// The package's `exports` name no subpath for its WASM build: found beside its main file.
const humanDist = path.dirname(require.resolve("@vladmandic/human"));
const { Human } = require(path.join(humanDist, "human.node-wasm.js"));
const modelsDir = path.join(humanDist, "..", "models");
const wasmDir = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));

const human = new Human({
  backend: "wasm",
  wasmPath: `${wasmDir}/`,
  modelBasePath: `${pathToFileURL(modelsDir).href}/`,
  cacheModels: false,
  debug: false,
  // Every image is read afresh: Human reuses a face's results from earlier frames of a video unless
  // told not to, and here each image is someone else's or another moment's.
  cacheSensitivity: 0,
  // One face is what a selfie and a profile photo should hold; a second one found is reported.
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 3, minConfidence: 0.5, return: false, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
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

/** TensorFlow.js reads models over HTTP unless told otherwise: file:// URLs are read from disk. */
human.tf.io.registerLoadRouter((url) => {
  if (typeof url !== "string" || !url.startsWith("file://")) return null;
  return {
    async load() {
      const file = fileURLToPath(url);
      const model = JSON.parse(await readFile(file, "utf8"));
      const weightSpecs = [];
      const parts = [];
      for (const group of model.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const part of group.paths) parts.push(await readFile(path.join(path.dirname(file), part)));
      }
      const weights = Buffer.concat(parts);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs,
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
});

const ready = human.load().then(() => human.warmup());

/** The faces in one image (raw RGB): each face's angles, smile and its description (embedding). */
async function facesIn({ data, width, height }) {
  const tensor = human.tf.tensor4d(data, [1, height, width, 3], "int32");
  try {
    const result = await human.detect(tensor);
    return result.face.map((face) => ({
      score: face.score,
      yawDegrees: ((face.rotation?.angle?.yaw ?? 0) * 180) / Math.PI,
      happy: face.emotion?.find((entry) => entry.emotion === "happy")?.score ?? 0,
      embedding: face.embedding ?? [],
    }));
  } finally {
    tensor.dispose();
  }
}

/**
 * Reads every selfie and photo; answers each image's faces (without their embeddings) and how similar
 * the one face of each selfie is to the one face of each photo. Embeddings never leave this thread.
 */
async function compare({ selfies, photos }) {
  await ready;
  const selfieFaces = [];
  for (const image of selfies) selfieFaces.push(await facesIn(image));
  const photoFaces = [];
  for (const image of photos) photoFaces.push(await facesIn(image));
  const similarity = selfieFaces.map((faces) =>
    photoFaces.map((other) =>
      faces.length === 1 && other.length === 1 ? human.match.similarity(faces[0].embedding, other[0].embedding) : null,
    ),
  );
  const strip = (faces) => faces.map(({ score, yawDegrees, happy }) => ({ score, yawDegrees, happy }));
  return { selfies: selfieFaces.map(strip), photos: photoFaces.map(strip), similarity };
}

// One request at a time, in order: the model is one and the thread has one core's worth to give.
let queue = Promise.resolve();
parentPort.on("message", ({ id, request }) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id, result: await compare(request) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.stack ?? error) });
    }
  });
});
