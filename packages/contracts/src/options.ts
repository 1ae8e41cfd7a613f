import { msg } from "./i18n/msg";

/** Option lists of spec 000 section 3 and spec 001 section 9, with the values we store. */

export const GENDERS = [
  { value: "male", label: msg("Male") },
  { value: "female", label: msg("Female") },
  { value: "non-binary", label: msg("Non-binary") },
  { value: "other", label: msg("Other") },
  { value: "prefer-not-to-say", label: msg("Prefer not to say") },
] as const;

export const INTERESTED_IN = [
  { value: "men", label: msg("Men") },
  { value: "women", label: msg("Women") },
  { value: "everyone", label: msg("Everyone") },
] as const;

/** Relationship style and looking-for share one list (stored as labels). */
export const RELATIONSHIP_TYPES = [
  msg("Long-term Relationship"),
  msg("Marriage"),
  msg("Casual Dating"),
  msg("Friendship"),
  msg("Travel Companion"),
  msg("Activity Partner"),
] as const;

const lowercased = <T extends string>(labels: readonly T[]) =>
  labels.map((label) => ({ value: label.toLowerCase() as Lowercase<T>, label }));

export const ETHNICITIES = lowercased([
  msg("White/Caucasian"),
  msg("Black/African American"),
  msg("Hispanic/Latino"),
  msg("Asian"),
  msg("Native American"),
  msg("Pacific Islander"),
  msg("Middle Eastern"),
  msg("Indian"),
  msg("Mixed/Multiple"),
  msg("Other"),
] as const);

export const RELATIONSHIP_STATUSES = lowercased([
  msg("Single"),
  msg("Divorced"),
  msg("Widowed"),
  msg("Separated"),
] as const);

/** Spec 001's filter list, in its order, with 'Prefer not to say'. */
export const RELIGIONS = lowercased([
  msg("Christianity"),
  msg("Islam"),
  msg("Hinduism"),
  msg("Buddhism"),
  msg("Judaism"),
  msg("Sikhism"),
  msg("Atheism"),
  msg("Agnosticism"),
  msg("Spiritual"),
  msg("Other"),
  msg("Prefer not to say"),
] as const);

/**
 * Spec 001's filter list ('Mandarin', not spec 000's 'Chinese'; migration 0014 renamed stored values),
 * then spec 000's two extras, which its profile form offers and the filter list lacks.
 */
export const LANGUAGES = [
  msg("English"),
  msg("Spanish"),
  msg("French"),
  msg("Mandarin"),
  msg("Hindi"),
  msg("Arabic"),
  msg("Portuguese"),
  msg("Russian"),
  msg("Japanese"),
  msg("German"),
  msg("Korean"),
  msg("Italian"),
  msg("Indonesian"),
  msg("Other"),
] as const;

export const INTERESTS = [
  msg("Travel"),
  msg("Music"),
  msg("Movies"),
  msg("Reading"),
  msg("Sports"),
  msg("Cooking"),
  msg("Art"),
  msg("Photography"),
  msg("Gaming"),
  msg("Hiking"),
  msg("Dancing"),
  msg("Writing"),
  msg("Technology"),
  msg("Fashion"),
  msg("Fitness"),
] as const;

export const MBTI_TYPES = [
  "INTJ",
  "INTP",
  "ENTJ",
  "ENTP",
  "INFJ",
  "INFP",
  "ENFJ",
  "ENFP",
  "ISTJ",
  "ISFJ",
  "ESTJ",
  "ESFJ",
  "ISTP",
  "ISFP",
  "ESTP",
  "ESFP",
] as const;
export const MBTI_NOT_SURE = msg("Not sure");

export const MBTI_INFO: Record<(typeof MBTI_TYPES)[number], { name: string; summary: string }> = {
  INTJ: { name: msg("The Architect"), summary: msg("Imaginative and strategic thinkers, with a plan for everything.") },
  INTP: { name: msg("The Logician"), summary: msg("Innovative inventors with an unquenchable thirst for knowledge.") },
  ENTJ: {
    name: msg("The Commander"),
    summary: msg("Bold, imaginative and strong-willed leaders who find or make a way."),
  },
  ENTP: {
    name: msg("The Debater"),
    summary: msg("Smart and curious thinkers who cannot resist an intellectual challenge."),
  },
  INFJ: { name: msg("The Advocate"), summary: msg("Quiet and mystical, yet inspiring and tireless idealists.") },
  INFP: {
    name: msg("The Mediator"),
    summary: msg("Poetic, kind and altruistic people, always eager to help a good cause."),
  },
  ENFJ: {
    name: msg("The Protagonist"),
    summary: msg("Charismatic and inspiring leaders who mesmerise their listeners."),
  },
  ENFP: {
    name: msg("The Campaigner"),
    summary: msg("Enthusiastic, creative and sociable free spirits who find a reason to smile."),
  },
  ISTJ: {
    name: msg("The Logistician"),
    summary: msg("Practical and fact-minded people whose reliability cannot be doubted."),
  },
  ISFJ: {
    name: msg("The Defender"),
    summary: msg("Dedicated and warm protectors, always ready to defend their loved ones."),
  },
  ESTJ: {
    name: msg("The Executive"),
    summary: msg("Excellent administrators, unsurpassed at managing things and people."),
  },
  ESFJ: {
    name: msg("The Consul"),
    summary: msg("Extraordinarily caring, social and popular people, always eager to help."),
  },
  ISTP: { name: msg("The Virtuoso"), summary: msg("Bold and practical experimenters, masters of all kinds of tools.") },
  ISFP: {
    name: msg("The Adventurer"),
    summary: msg("Flexible and charming artists, always ready to explore something new."),
  },
  ESTP: {
    name: msg("The Entrepreneur"),
    summary: msg("Smart, energetic and perceptive people who truly enjoy living on the edge."),
  },
  ESFP: {
    name: msg("The Entertainer"),
    summary: msg("Spontaneous, energetic and enthusiastic people: life is never boring around them."),
  },
};

export const mbtiLink = (type: string) => `https://www.16personalities.com/${type.toLowerCase()}-personality`;

export const COMMUNICATION_STYLES = [
  msg("Direct and honest"),
  msg("Warm and expressive"),
  msg("Thoughtful listener"),
  msg("Playful and witty"),
  msg("Calm and reserved"),
] as const;

export const LOVE_LANGUAGES = [
  msg("Words of Affirmation"),
  msg("Acts of Service"),
  msg("Receiving Gifts"),
  msg("Quality Time"),
  msg("Physical Touch"),
] as const;

export const EDUCATION_LEVELS = [
  msg("High school"),
  msg("Trade or vocational school"),
  msg("Some college"),
  msg("Bachelor's degree"),
  msg("Master's degree"),
  msg("Doctorate"),
  msg("Other"),
] as const;

/**
 * What a member will not accept in a partner. The first four are checked against the other profile by
 * the compatibility score; the last two are shown on the profile for the other person to read.
 */
export const DEAL_BREAKERS = [
  msg("Has children"),
  msg("Different religion"),
  msg("Long distance"),
  msg("Not looking for commitment"),
  msg("Smoking"),
  msg("Heavy drinking"),
] as const;
