import { msg } from "@kindred/contracts";

/** Spec 000 sections 2 and 9: the dashboard greets with one of five dating tips. */
export const DATING_TIPS = [
  msg(
    "Open with a question about something specific in their profile. It shows you actually read it, and it is much easier to answer than “hey”.",
  ),
  msg(
    "Photos in natural light, with your face clearly visible and no sunglasses, get far more replies than group shots.",
  ),
  msg(
    "After a few good conversations, suggest coffee or a walk. A short first date keeps the pressure low for both of you.",
  ),
  msg(
    "Say in your bio what you are really looking for. The right people will lean in, and the rest will save you time.",
  ),
  msg("Meet somewhere public for the first few dates, and let a friend know where you will be and when."),
] as const;

export const randomTip = () => DATING_TIPS[Math.floor(Math.random() * DATING_TIPS.length)] ?? DATING_TIPS[0];
