// The photos members upload: small JPEGs made in memory with sharp (noise, so they weigh what a
// phone's small photo does after compression, not the few hundred bytes of a flat colour).
import sharp from "sharp";

export function makeImages(count = 6): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: {
          width: 360,
          height: 450,
          channels: 3,
          background: { r: (60 * i) % 256, g: 140, b: 220 - 30 * i },
          noise: { type: "gaussian", mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 75 })
        .toBuffer(),
    ),
  );
}
