import {
  Compass,
  Gem,
  HeartHandshake,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  type LucideIcon,
} from "lucide-react";

export type Highlight = { title: string; text: string; icon: LucideIcon };

/** Spec 000 section 1: what the landing page promises. */
export const HIGHLIGHTS: readonly Highlight[] = [
  {
    title: "A 7-question personality quiz",
    text: "Answer seven quick questions to reveal your match style, the way you connect and what you need from a partner.",
    icon: Sparkles,
  },
  {
    title: "Matched on what really matters",
    text: "We match you on communication style, values and personality, not just on a photo and a distance.",
    icon: MessagesSquare,
  },
  {
    title: "Advanced filters",
    text: "Narrow your search by religion, language, interests and more, so every profile you see is worth a look.",
    icon: SlidersHorizontal,
  },
];

export type MatchStyleCard = { name: string; text: string; icon: LucideIcon; tone: string };

/** The four match styles (spec 000 section 3), each with its one-line essence. */
export const MATCH_STYLE_CARDS: readonly MatchStyleCard[] = [
  {
    name: "Deep Connector",
    text: "Seeks emotional depth and conversations that go beyond small talk.",
    icon: HeartHandshake,
    tone: "bg-rose-100 text-rose-800",
  },
  {
    name: "Loyal Realist",
    text: "Values stability and trust, and shows love through steady commitment.",
    icon: ShieldCheck,
    tone: "bg-sky-100 text-sky-800",
  },
  {
    name: "Free Spirit",
    text: "Lives for spontaneity and freedom, and loves a partner who says yes to adventure.",
    icon: Compass,
    tone: "bg-amber-100 text-amber-800",
  },
  {
    name: "Driven Seeker",
    text: "Is fuelled by ambition and growth, and wants a partner to build big things with.",
    icon: Rocket,
    tone: "bg-violet-100 text-violet-800",
  },
];

export const STEPS: readonly Highlight[] = [
  { title: "Take the quiz", text: "Seven questions, a few minutes, and you know your match style.", icon: Sparkles },
  { title: "Create your profile", text: "Add your photos and tell people what makes you, you.", icon: Gem },
  {
    title: "Meet your matches",
    text: "See compatible people, like the ones you click with, and start talking.",
    icon: HeartHandshake,
  },
];
