import { z } from "zod";
import { msg } from "./i18n/msg";

/** Spec 000 section 3: the four match styles, in the order that breaks ties. */
export const MATCH_STYLES = ["deep_connector", "loyal_realist", "free_spirit", "driven_seeker"] as const;
export const MatchStyleSchema = z.enum(MATCH_STYLES);
export type MatchStyle = z.infer<typeof MatchStyleSchema>;

export const MATCH_STYLE_INFO: Record<MatchStyle, { name: string; emoji: string; description: string }> = {
  deep_connector: {
    name: msg("Deep Connector"),
    emoji: "💞",
    description: msg(
      "You seek emotional depth. Long conversations, vulnerability and real understanding matter more to you than small talk; you want a partner who wants to know you, all the way down.",
    ),
  },
  loyal_realist: {
    name: msg("Loyal Realist"),
    emoji: "🤝",
    description: msg(
      "You value stability and trust. You show love through consistency and keeping your word, and you want a partner you can build a steady, dependable life with.",
    ),
  },
  free_spirit: {
    name: msg("Free Spirit"),
    emoji: "🌈",
    description: msg(
      "You love spontaneity and freedom. New places, new ideas and a little adventure keep you alive; you want a partner who says yes to the unexpected and gives you room to be yourself.",
    ),
  },
  driven_seeker: {
    name: msg("Driven Seeker"),
    emoji: "🚀",
    description: msg(
      "You are about ambition and growth. You have goals and you chase them, and you want a partner who pushes you forward, shares big plans and grows alongside you.",
    ),
  },
};

export type QuizAnswer = { text: string; value: MatchStyle };
export type QuizQuestion = { id: number; question: string; description: string; answers: QuizAnswer[] };

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    id: 1,
    question: msg("What does your ideal first date look like?"),
    description: msg("Picture the evening you would most look forward to."),
    answers: [
      { text: msg("A quiet dinner where we talk for hours about what really matters"), value: "deep_connector" },
      { text: msg("A cosy, familiar spot where we can relax and get to know each other"), value: "loyal_realist" },
      { text: msg("Something spontaneous: a street festival, a road trip, whatever comes up"), value: "free_spirit" },
      {
        text: msg("An inspiring event: a talk, a gallery opening, a workshop we both learn from"),
        value: "driven_seeker",
      },
    ],
  },
  {
    id: 2,
    question: msg("How do you most like to show someone you care?"),
    description: msg("Think about what comes naturally to you in a relationship."),
    answers: [
      { text: msg("By listening closely and sharing my inner world"), value: "deep_connector" },
      { text: msg("By being there, every time, and keeping my promises"), value: "loyal_realist" },
      { text: msg("By surprising them with adventures and new experiences"), value: "free_spirit" },
      { text: msg("By supporting their goals and cheering them on"), value: "driven_seeker" },
    ],
  },
  {
    id: 3,
    question: msg("What matters most to you in a partner?"),
    description: msg("Choose the quality you would find hardest to live without."),
    answers: [
      { text: msg("Emotional openness and honesty about feelings"), value: "deep_connector" },
      { text: msg("Reliability and loyalty"), value: "loyal_realist" },
      { text: msg("A sense of fun and openness to anything"), value: "free_spirit" },
      { text: msg("Ambition and a drive to grow"), value: "driven_seeker" },
    ],
  },
  {
    id: 4,
    question: msg("How do you spend a free weekend?"),
    description: msg("No obligations, no plans yet: what happens?"),
    answers: [
      { text: msg("Long talks with someone close, or time alone reflecting"), value: "deep_connector" },
      { text: msg("My favourite routines: home, family, friends I have known for years"), value: "loyal_realist" },
      { text: msg("I pack a bag and go somewhere I have never been"), value: "free_spirit" },
      { text: msg("I work on a project, learn a skill or train for something"), value: "driven_seeker" },
    ],
  },
  {
    id: 5,
    question: msg("How do you handle a disagreement with a partner?"),
    description: msg("Be honest about what you actually do, not what you wish you did."),
    answers: [
      { text: msg("Talk it through until we both feel understood"), value: "deep_connector" },
      { text: msg("Stay calm and find a practical solution we can both keep"), value: "loyal_realist" },
      { text: msg("Give it some space, then let it go and move on"), value: "free_spirit" },
      { text: msg("Treat it as a problem to solve and a chance to improve"), value: "driven_seeker" },
    ],
  },
  {
    id: 6,
    question: msg("Where do you see yourself in five years?"),
    description: msg("Pick the picture that feels most like you."),
    answers: [
      { text: msg("In a relationship where we know each other completely"), value: "deep_connector" },
      { text: msg("Settled, secure, with a home and people I can count on"), value: "loyal_realist" },
      { text: msg("Somewhere new, still exploring, still surprised by life"), value: "free_spirit" },
      { text: msg("Further along in my career and goals, with a partner at my side"), value: "driven_seeker" },
    ],
  },
  {
    id: 7,
    question: msg("Which of these sounds most like you?"),
    description: msg("The last one: go with your first instinct."),
    answers: [
      { text: msg("“I feel everything deeply.”"), value: "deep_connector" },
      { text: msg("“You can always count on me.”"), value: "loyal_realist" },
      { text: msg("“Let's see where the day takes us.”"), value: "free_spirit" },
      { text: msg("“I always have a next goal.”"), value: "driven_seeker" },
    ],
  },
];

export const QUIZ_LENGTH = QUIZ_QUESTIONS.length;
export const QUIZ_ANSWER_DELAY_MS = 500;

/** Spec 000 section 4: the style with the most answers wins; ties go to the first in MATCH_STYLES order. */
export function scoreQuiz(answers: readonly MatchStyle[]): MatchStyle {
  const counts = new Map<MatchStyle, number>(MATCH_STYLES.map((style) => [style, 0]));
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  let best: MatchStyle = MATCH_STYLES[0];
  for (const style of MATCH_STYLES) if ((counts.get(style) ?? 0) > (counts.get(best) ?? 0)) best = style;
  return best;
}

export const QuizAnswersSchema = z.array(MatchStyleSchema).length(QUIZ_LENGTH);

export const SaveMatchStyleInputSchema = z
  .object({ matchStyle: MatchStyleSchema, answers: QuizAnswersSchema.optional() })
  .refine((input) => !input.answers || scoreQuiz(input.answers) === input.matchStyle, {
    message: msg("The match style does not follow from the answers."),
    path: ["matchStyle"],
  });
export type SaveMatchStyleInput = z.infer<typeof SaveMatchStyleInputSchema>;
