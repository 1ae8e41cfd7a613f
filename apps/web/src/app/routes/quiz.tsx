import { QuizScreen } from "@/features/quiz/components/quiz-screen";

export function QuizRoute() {
  return <QuizScreen />;
}
