import { msg } from "@kindred/contracts";
import {
  BrainCircuit,
  Briefcase,
  GraduationCap,
  HeartPulse,
  Sprout,
  Shapes,
  Users,
  type LucideIcon,
} from "lucide-react";

/** Each card's words are messages, shown with `t()`. */
export type InfoCard = { title: string; description: string; icon: LucideIcon };

/** Spec 001, personality-testing page: the three info cards. */
export const TEST_USES: readonly InfoCard[] = [
  {
    title: msg("Personal Growth"),
    description: msg(
      "Put words to how you think, decide and recharge. Knowing your patterns makes it easier to play to your strengths and to notice what trips you up.",
    ),
    icon: Sprout,
  },
  {
    title: msg("Business Solutions"),
    description: msg(
      "Teams use the same assessments to understand how colleagues prefer to communicate and work, so meetings, feedback and collaboration run more smoothly.",
    ),
    icon: Briefcase,
  },
  {
    title: msg("Educational Tools"),
    description: msg(
      "Teachers, coaches and counsellors use personality results to help students understand how they learn best and to open conversations about careers.",
    ),
    icon: GraduationCap,
  },
];

export type Assessment = {
  title: string;
  tagline: string;
  description: string;
  icon: LucideIcon;
  /** Figures worth a glance, shown as badges. */
  highlights: readonly string[];
};

/** Spec 001: the four key assessments; the MBTI report's size is the spec's. */
export const ASSESSMENTS: readonly Assessment[] = [
  {
    title: msg("MBTI 16 Personality Test"),
    tagline: msg("Discover which of the 16 types you are"),
    description: msg(
      "Four preferences (where you get your energy, how you take in information, how you decide and how you plan) combine into one of 16 types. Your full report explains what your type means for love, friendship, work and growth.",
    ),
    icon: Users,
    highlights: [msg("100-page report"), msg("12 sections")],
  },
  {
    title: msg("Enneagram"),
    tagline: msg("Understand what drives you"),
    description: msg(
      "Nine core types describe the motivations and fears beneath your behaviour, and how you change under stress and when you feel secure. Many couples find it explains their arguments better than anything else.",
    ),
    icon: Shapes,
    highlights: [msg("9 core types"), msg("Wings and growth paths")],
  },
  {
    title: msg("Big 5"),
    tagline: msg("The model psychologists use"),
    description: msg(
      "Openness, conscientiousness, extraversion, agreeableness and neuroticism, each measured on a scale rather than a box. It is the most widely researched personality model and a solid, scientific baseline.",
    ),
    icon: BrainCircuit,
    highlights: [msg("5 traits"), msg("Scored on a scale")],
  },
  {
    title: msg("Emotional Intelligence"),
    tagline: msg("How you read and handle emotions"),
    description: msg(
      "Measures how well you recognise your own feelings and other people's, and how you manage them. Emotional intelligence is one of the strongest predictors of happy, lasting relationships.",
    ),
    icon: HeartPulse,
    highlights: [msg("Self-awareness"), msg("Empathy"), msg("Self-management")],
  },
];
