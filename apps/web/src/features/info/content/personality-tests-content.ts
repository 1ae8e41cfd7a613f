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

export type InfoCard = { title: string; description: string; icon: LucideIcon };

/** Spec 001, personality-testing page: the three info cards. */
export const TEST_USES: readonly InfoCard[] = [
  {
    title: "Personal Growth",
    description:
      "Put words to how you think, decide and recharge. Knowing your patterns makes it easier to play to your strengths and to notice what trips you up.",
    icon: Sprout,
  },
  {
    title: "Business Solutions",
    description:
      "Teams use the same assessments to understand how colleagues prefer to communicate and work, so meetings, feedback and collaboration run more smoothly.",
    icon: Briefcase,
  },
  {
    title: "Educational Tools",
    description:
      "Teachers, coaches and counsellors use personality results to help students understand how they learn best and to open conversations about careers.",
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
    title: "MBTI 16 Personality Test",
    tagline: "Discover which of the 16 types you are",
    description:
      "Four preferences (where you get your energy, how you take in information, how you decide and how you plan) combine into one of 16 types. Your full report explains what your type means for love, friendship, work and growth.",
    icon: Users,
    highlights: ["100-page report", "12 sections"],
  },
  {
    title: "Enneagram",
    tagline: "Understand what drives you",
    description:
      "Nine core types describe the motivations and fears beneath your behaviour, and how you change under stress and when you feel secure. Many couples find it explains their arguments better than anything else.",
    icon: Shapes,
    highlights: ["9 core types", "Wings and growth paths"],
  },
  {
    title: "Big 5",
    tagline: "The model psychologists use",
    description:
      "Openness, conscientiousness, extraversion, agreeableness and neuroticism, each measured on a scale rather than a box. It is the most widely researched personality model and a solid, scientific baseline.",
    icon: BrainCircuit,
    highlights: ["5 traits", "Scored on a scale"],
  },
  {
    title: "Emotional Intelligence",
    tagline: "How you read and handle emotions",
    description:
      "Measures how well you recognise your own feelings and other people's, and how you manage them. Emotional intelligence is one of the strongest predictors of happy, lasting relationships.",
    icon: HeartPulse,
    highlights: ["Self-awareness", "Empathy", "Self-management"],
  },
];
