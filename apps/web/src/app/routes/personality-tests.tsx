import { PersonalityTestsScreen } from "@/features/info/personality-tests-screen";

export function PersonalityTestsRoute() {
  return <PersonalityTestsScreen />;
}
