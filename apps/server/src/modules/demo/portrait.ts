import * as openPeeps from "@dicebear/open-peeps";
import { createAvatar, type Style, type StyleOptions } from "@dicebear/core";
import { PHOTO_LIMITS } from "@kindred/contracts";
import sharp from "sharp";
import { placeholderOf, type ProcessedPhoto } from "../photos/photo-processing";
import { PORTRAIT_BACKDROPS } from "./demo-data";
import type { Random } from "./demo-random";

// Open Peeps by Pablo Stanley (CC0 1.0), drawn by DiceBear (MIT): illustrated people, rendered here at
// seed time, so demo data carries no real faces and nothing is downloaded. docs/demo-community.md.

type OpenPeepsOptions = typeof openPeeps extends Style<infer O> ? StyleOptions<O> : never;
type Head = NonNullable<OpenPeepsOptions["head"]>[number];
type Face = NonNullable<OpenPeepsOptions["face"]>[number];
type FacialHair = NonNullable<OpenPeepsOptions["facialHair"]>[number];
type Accessory = NonNullable<OpenPeepsOptions["accessories"]>[number];

/** Hair that reads feminine, masculine or either; grey hair for some older members. */
const HEADS: Record<"female" | "male" | "neutral" | "greyFemale" | "greyMale", readonly Head[]> = {
  female: [
    "bangs",
    "bangs2",
    "bantuKnots",
    "bun",
    "bun2",
    "buns",
    "long",
    "longAfro",
    "longBangs",
    "longCurly",
    "medium2",
    "medium3",
    "mediumBangs",
    "mediumBangs2",
    "mediumStraight",
    "twists2",
    "hijab",
  ],
  male: [
    "short1",
    "short2",
    "short3",
    "short4",
    "short5",
    "flatTop",
    "pomp",
    "shaved1",
    "shaved2",
    "noHair1",
    "dreads1",
    "cornrows2",
    "afro",
    "hatBeanie",
    "turban",
  ],
  neutral: ["medium1", "short2", "twists", "afro", "mediumStraight", "shaved3", "dreads2", "hatHip", "mohawk"],
  greyFemale: ["grayBun", "grayMedium"],
  greyMale: ["grayShort", "grayMedium", "noHair2", "noHair3"],
};

/**
 * Friendly expressions only: a first photo smiles; the others vary. Left out on purpose: anger, fear,
 * heart eyes, tears of laughter, a fang, eating, and the blank or tired looks.
 */
const FIRST_FACES: readonly Face[] = ["smile", "calm", "smileBig"];
const OTHER_FACES: readonly Face[] = ["cute", "smile", "calm", "smileBig", "smileTeethGap", "explaining"];
const FACIAL_HAIR: readonly FacialHair[] = [
  "full",
  "full2",
  "full3",
  "goatee1",
  "goatee2",
  "chin",
  "moustache1",
  "moustache2",
];
const GLASSES: readonly Accessory[] = ["glasses", "glasses2", "glasses3", "glasses4", "glasses5"];
const SUNGLASSES: readonly Accessory[] = ["sunglasses", "sunglasses2"];
const SKIN = ["ffdbb4", "edb98a", "d08b5b", "ae5d29", "694d3d"] as const;
/** Open Peeps paints hats, scarves and highlights in this colour. */
const ACCENTS = ["2c1b18", "724133", "4a312c", "a55728", "b58143", "d6b370", "c93305", "f59797"] as const;
const CLOTHING = ["e78276", "ffcf77", "fdea6b", "78e185", "9ddadb", "8fa7df", "e279c7"] as const;

/** One person's features, the same in each of their photos. */
export type PortraitLook = {
  head: Head;
  skin: string;
  accent: string;
  facialHair: FacialHair | null;
  glasses: Accessory | null;
  photos: { face: Face; clothing: string; backdrop: number; sunglasses: Accessory | null; mirrored: boolean }[];
};

/** A member's look and 2 or 3 photos of them: distinct expression, clothes, backdrop and pose in each. */
export function choosePortraitLook(
  random: Random,
  member: { gender: string; age: number },
  photoCount: number,
): PortraitLook {
  const grey = member.age >= 48 && random.chance(0.6);
  const style =
    member.gender === "female"
      ? "female"
      : member.gender === "male"
        ? "male"
        : random.pick(["neutral", "neutral", "female", "male"] as const);
  const head = random.pick(grey ? (style === "female" ? HEADS.greyFemale : HEADS.greyMale) : HEADS[style]);
  const glasses = random.chance(member.age >= 40 ? 0.45 : 0.2) ? random.pick(GLASSES) : null;
  const backdrops = shuffle(
    random,
    PORTRAIT_BACKDROPS.map((_, index) => index),
  );
  const clothes = shuffle(random, CLOTHING);
  const faces = [random.pick(FIRST_FACES)];
  while (faces.length < photoCount) {
    const face = random.pick(OTHER_FACES);
    if (!faces.includes(face)) faces.push(face);
  }
  return {
    head,
    skin: random.pick(SKIN),
    accent: grey ? "e8e1e1" : random.pick(ACCENTS),
    facialHair: member.gender === "male" && random.chance(0.45) ? random.pick(FACIAL_HAIR) : null,
    glasses,
    photos: faces.map((face, index) => ({
      face,
      clothing: clothes[index % clothes.length]!,
      backdrop: backdrops[index]!,
      // An outdoor shot in sunglasses now and then, never the first photo: the face should be seen first.
      sunglasses: index > 0 && !glasses && random.chance(0.3) ? random.pick(SUNGLASSES) : null,
      mirrored: index % 2 === 1,
    })),
  };
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Portrait size: 4:5 like a phone photo, enough for a card on a 2x screen, quick to render. */
export const PORTRAIT_SIZE = { width: 480, height: 600 } as const;
const QUALITY = Math.round(PHOTO_LIMITS.quality * 100);

const backdropCache = new Map<number, Promise<Buffer>>();
/** Each backdrop is drawn once per process and shared by every portrait on it. */
function backdrop(index: number): Promise<Buffer> {
  let cached = backdropCache.get(index);
  if (!cached) {
    const [light, deep] = PORTRAIT_BACKDROPS[index]!;
    const { width, height } = PORTRAIT_SIZE;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * (0.2 + (index % 3) * 0.3)}" cy="${height * 0.18}" r="${width * 0.28}" fill="#ffffff" opacity="0.25"/>
</svg>`;
    cached = sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    backdropCache.set(index, cached);
  }
  return cached;
}

/**
 * One photo of the look, ready to store: the main image and its preview, JPEG at the upload pipeline's
 * quality and preview size, no metadata. Not through `processPhoto`: it exists to validate and re-encode
 * untrusted uploads, and its mozjpeg encoder took ~107 ms a photo here against ~11 ms for this, which
 * over ~800 photos decides whether the first start stays under a minute.
 */
export async function renderPortrait(look: PortraitLook, photo: number): Promise<ProcessedPhoto> {
  const shot = look.photos[photo]!;
  const { width, height } = PORTRAIT_SIZE;
  const accessory = look.glasses ?? shot.sunglasses;
  const svg = createAvatar(openPeeps, {
    seed: "kindred",
    size: width,
    head: [look.head],
    face: [shot.face],
    skinColor: [look.skin],
    headContrastColor: [look.accent],
    clothingColor: [shot.clothing],
    facialHair: look.facialHair ? [look.facialHair] : [],
    facialHairProbability: look.facialHair ? 100 : 0,
    accessories: accessory ? [accessory] : [],
    accessoriesProbability: accessory ? 100 : 0,
    maskProbability: 0,
  }).toString();
  let figure = sharp(Buffer.from(svg));
  if (shot.mirrored) figure = figure.flop();
  const avatar = await figure.ensureAlpha().raw().toBuffer();
  const composed = await sharp(await backdrop(shot.backdrop), { raw: { width, height, channels: 3 } })
    .composite([{ input: avatar, raw: { width, height: width, channels: 4 }, top: height - width, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { raw: { width, height, channels: 3 as const } };
  const [main, small] = await Promise.all([
    sharp(composed, raw).jpeg({ quality: QUALITY }).toBuffer({ resolveWithObject: true }),
    sharp(composed, raw)
      .resize(PHOTO_LIMITS.previewSize, PHOTO_LIMITS.previewSize, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    placeholder: await placeholderOf(small.data),
    main: { bytes: main.data, contentType: "image/jpeg", ext: "jpg", width: main.info.width, height: main.info.height },
    preview: {
      bytes: small.data,
      contentType: "image/jpeg",
      ext: "jpg",
      width: small.info.width,
      height: small.info.height,
    },
  };
}
