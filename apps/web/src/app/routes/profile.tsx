import { ProfileScreen } from "@/features/profile/components/profile-screen";

/** Your Profile (spec 000 sections 2 to 5); `?mode=update` opens it in update mode. */
export function ProfileRoute() {
  return <ProfileScreen />;
}
