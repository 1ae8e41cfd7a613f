import { AboutUsScreen } from "@/features/info/about-us-screen";

export function AboutUsRoute() {
  return <AboutUsScreen />;
}
