import { msg } from "@kindred/contracts";
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

/** A card's words are messages: the section shows them with `t()`. */
export type Highlight = { title: string; text: string; icon: LucideIcon };

/** Spec 000 section 1: what the landing page promises. */
export const HIGHLIGHTS: readonly Highlight[] = [
  {
    title: msg("A 7-question personality quiz"),
    text: msg(
      "Answer seven quick questions to reveal your match style, the way you connect and what you need from a partner.",
    ),
    icon: Sparkles,
  },
  {
    title: msg("Matched on what really matters"),
    text: msg("We match you on communication style, values and personality, not just on a photo and a distance."),
    icon: MessagesSquare,
  },
  {
    title: msg("Advanced filters"),
    text: msg(
      "Narrow your search by religion, language, interests and more, so every profile you see is worth a look.",
    ),
    icon: SlidersHorizontal,
  },
];

export type MatchStyleCard = { name: string; text: string; icon: LucideIcon; tone: string };

/** The four match styles (spec 000 section 3), each with its one-line essence. */
export const MATCH_STYLE_CARDS: readonly MatchStyleCard[] = [
  {
    name: msg("Deep Connector"),
    text: msg("Seeks emotional depth and conversations that go beyond small talk."),
    icon: HeartHandshake,
    tone: "bg-rose-100 text-rose-800",
  },
  {
    name: msg("Loyal Realist"),
    text: msg("Values stability and trust, and shows love through steady commitment."),
    icon: ShieldCheck,
    tone: "bg-sky-100 text-sky-800",
  },
  {
    name: msg("Free Spirit"),
    text: msg("Lives for spontaneity and freedom, and loves a partner who says yes to adventure."),
    icon: Compass,
    tone: "bg-amber-100 text-amber-800",
  },
  {
    name: msg("Driven Seeker"),
    text: msg("Is fuelled by ambition and growth, and wants a partner to build big things with."),
    icon: Rocket,
    tone: "bg-violet-100 text-violet-800",
  },
];

export const STEPS: readonly Highlight[] = [
  {
    title: msg("Take the quiz"),
    text: msg("Seven questions, a few minutes, and you know your match style."),
    icon: Sparkles,
  },
  { title: msg("Create your profile"), text: msg("Add your photos and tell people what makes you, you."), icon: Gem },
  {
    title: msg("Meet your matches"),
    text: msg("See compatible people, like the ones you click with, and start talking."),
    icon: HeartHandshake,
  },
];
