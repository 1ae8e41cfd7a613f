/** Option lists of spec 000 section 3 and spec 001 section 9, with the values we store. */

export const GENDERS = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "non-binary", label: "Non-binary" },
  { value: "other", label: "Other" },
  { value: "prefer-not-to-say", label: "Prefer not to say" },
] as const;

export const INTERESTED_IN = [
  { value: "men", label: "Men" },
  { value: "women", label: "Women" },
  { value: "everyone", label: "Everyone" },
] as const;

/** Relationship style and looking-for share one list (stored as labels). */
export const RELATIONSHIP_TYPES = [
  "Long-term Relationship",
  "Marriage",
  "Casual Dating",
  "Friendship",
  "Travel Companion",
  "Activity Partner",
] as const;

const lowercased = <T extends string>(labels: readonly T[]) =>
  labels.map((label) => ({ value: label.toLowerCase() as Lowercase<T>, label }));

export const ETHNICITIES = lowercased([
  "White/Caucasian",
  "Black/African American",
  "Hispanic/Latino",
  "Asian",
  "Native American",
  "Pacific Islander",
  "Middle Eastern",
  "Indian",
  "Mixed/Multiple",
  "Other",
] as const);

export const RELATIONSHIP_STATUSES = lowercased(["Single", "Divorced", "Widowed", "Separated"] as const);

/** Spec 001's filter list, in its order, with 'Prefer not to say'. */
export const RELIGIONS = lowercased([
  "Christianity",
  "Islam",
  "Hinduism",
  "Buddhism",
  "Judaism",
  "Sikhism",
  "Atheism",
  "Agnosticism",
  "Spiritual",
  "Other",
  "Prefer not to say",
] as const);

/**
 * Spec 001's filter list ('Mandarin', not spec 000's 'Chinese'; migration 0014 renamed stored values),
 * then spec 000's two extras, which its profile form offers and the filter list lacks.
 */
export const LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "Mandarin",
  "Hindi",
  "Arabic",
  "Portuguese",
  "Russian",
  "Japanese",
  "German",
  "Korean",
  "Italian",
  "Indonesian",
  "Other",
] as const;

export const INTERESTS = [
  "Travel",
  "Music",
  "Movies",
  "Reading",
  "Sports",
  "Cooking",
  "Art",
  "Photography",
  "Gaming",
  "Hiking",
  "Dancing",
  "Writing",
  "Technology",
  "Fashion",
  "Fitness",
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
export const MBTI_NOT_SURE = "Not sure";

export const MBTI_INFO: Record<(typeof MBTI_TYPES)[number], { name: string; summary: string }> = {
  INTJ: { name: "The Architect", summary: "Imaginative and strategic thinkers, with a plan for everything." },
  INTP: { name: "The Logician", summary: "Innovative inventors with an unquenchable thirst for knowledge." },
  ENTJ: { name: "The Commander", summary: "Bold, imaginative and strong-willed leaders who find or make a way." },
  ENTP: { name: "The Debater", summary: "Smart and curious thinkers who cannot resist an intellectual challenge." },
  INFJ: { name: "The Advocate", summary: "Quiet and mystical, yet inspiring and tireless idealists." },
  INFP: { name: "The Mediator", summary: "Poetic, kind and altruistic people, always eager to help a good cause." },
  ENFJ: { name: "The Protagonist", summary: "Charismatic and inspiring leaders who mesmerise their listeners." },
  ENFP: {
    name: "The Campaigner",
    summary: "Enthusiastic, creative and sociable free spirits who find a reason to smile.",
  },
  ISTJ: { name: "The Logistician", summary: "Practical and fact-minded people whose reliability cannot be doubted." },
  ISFJ: { name: "The Defender", summary: "Dedicated and warm protectors, always ready to defend their loved ones." },
  ESTJ: { name: "The Executive", summary: "Excellent administrators, unsurpassed at managing things and people." },
  ESFJ: { name: "The Consul", summary: "Extraordinarily caring, social and popular people, always eager to help." },
  ISTP: { name: "The Virtuoso", summary: "Bold and practical experimenters, masters of all kinds of tools." },
  ISFP: { name: "The Adventurer", summary: "Flexible and charming artists, always ready to explore something new." },
  ESTP: {
    name: "The Entrepreneur",
    summary: "Smart, energetic and perceptive people who truly enjoy living on the edge.",
  },
  ESFP: {
    name: "The Entertainer",
    summary: "Spontaneous, energetic and enthusiastic people: life is never boring around them.",
  },
};

export const mbtiLink = (type: string) => `https://www.16personalities.com/${type.toLowerCase()}-personality`;

export const COMMUNICATION_STYLES = [
  "Direct and honest",
  "Warm and expressive",
  "Thoughtful listener",
  "Playful and witty",
  "Calm and reserved",
] as const;

export const LOVE_LANGUAGES = [
  "Words of Affirmation",
  "Acts of Service",
  "Receiving Gifts",
  "Quality Time",
  "Physical Touch",
] as const;

export const EDUCATION_LEVELS = [
  "High school",
  "Trade or vocational school",
  "Some college",
  "Bachelor's degree",
  "Master's degree",
  "Doctorate",
  "Other",
] as const;

/**
 * What a member will not accept in a partner. The first four are checked against the other profile by
 * the compatibility score; the last two are shown on the profile for the other person to read.
 */
export const DEAL_BREAKERS = [
  "Has children",
  "Different religion",
  "Long distance",
  "Not looking for commitment",
  "Smoking",
  "Heavy drinking",
] as const;
