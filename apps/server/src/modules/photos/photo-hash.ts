import { PHOTO_MATCHING } from "@kindred/contracts";
import sharp from "sharp";

/** What a stored photo keeps: the whole picture's hash and its centre's (PHOTO_MATCHING). */
export type StoredHashes = { hash: bigint; hashCentre: bigint };

/**
 * What an upload is compared with the stored hashes by: its own two, and its mirror image's two, so
 * a flipped copy is as close as the original (a DCT hash of a mirror image differs in about half
 * its bits).
 */
export type UploadHashes = StoredHashes & { probes: bigint[] };

/** sharp-phash answers 64 characters of 0 and 1; PostgreSQL keeps them as a signed bigint. */
const toBigint = (bits: string): bigint => BigInt.asIntN(64, BigInt(`0b${bits}`));

async function centreOf(image: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) return image;
  const w = Math.max(1, Math.round(width * PHOTO_MATCHING.centreShare));
  const h = Math.max(1, Math.round(height * PHOTO_MATCHING.centreShare));
  return sharp(image)
    .extract({ left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h })
    .png()
    .toBuffer();
}

/**
 * Whether the picture has enough in it for its hash to mean anything. A flat or nearly flat image
 * (a colour, a black frame) hashes to noise, so two of them would "match" by chance; they are not
 * photos of anyone, so they are neither hashed nor compared.
 */
async function hasDetail(image: Buffer): Promise<boolean> {
  const { channels } = await sharp(image).greyscale().resize(32, 32, { fit: "fill" }).stats();
  return (channels[0]?.stdev ?? 0) >= PHOTO_MATCHING.minDetail;
}

/**
 * The hashes of a re-encoded photo, or null for a picture without detail. Taken from its stored
 * 400 px preview (upright, without metadata, and all a 32 px hash needs: the backfill reads the small
 * file). The comparison itself is a query over every member's photos (`findSimilar`).
 */
export async function hashPhoto(image: Buffer): Promise<UploadHashes | null> {
  if (!(await hasDetail(image))) return null;
  // Loaded with the first photo, not at every start.
  const { default: phash } = await import("sharp-phash");
  const mirror = await sharp(image).flop().png().toBuffer();
  const [whole, centre, mirrorWhole, mirrorCentre] = await Promise.all([
    phash(image),
    centreOf(image).then(phash),
    phash(mirror),
    centreOf(mirror).then(phash),
  ]);
  const hash = toBigint(whole);
  const hashCentre = toBigint(centre);
  return { hash, hashCentre, probes: [hash, hashCentre, toBigint(mirrorWhole), toBigint(mirrorCentre)] };
}

/** Bits that differ between two hashes, as the query counts them (tests and figures). */
export function hashDistance(a: bigint, b: bigint): number {
  let bits = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (bits) {
    count += Number(bits & 1n);
    bits >>= 1n;
  }
  return count;
}

/** The closest of an upload's probes to a stored photo's two hashes, as `findSimilar` measures it. */
export function closest(upload: UploadHashes, stored: StoredHashes): number {
  return Math.min(
    ...upload.probes.flatMap((probe) => [hashDistance(probe, stored.hash), hashDistance(probe, stored.hashCentre)]),
  );
}
