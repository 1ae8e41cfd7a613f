import { ProfilePhotos } from "@/features/photos/components/profile-photos";
import { usePhotoDrafts } from "@/features/photos/hooks/use-photo-drafts";
import { ProfileForm, type ProfileFormProps } from "@/features/profile/components/profile-form";
import { ProfileScreen } from "@/features/profile/components/profile-screen";
import { VerificationCard } from "@/features/verification/components/verification-card";

/** Your Profile (spec 000 sections 2 to 5); `?mode=update` opens it in update mode. */
export function ProfileRoute() {
  return <ProfileScreen aside={<VerificationCard />} form={(props) => <ProfileFormWithPhotos {...props} />} />;
}

/** The profile form with the photos feature's editor in it: the drafts live as long as the form, which saves them. */
function ProfileFormWithPhotos(props: ProfileFormProps) {
  const photos = usePhotoDrafts();
  return (
    <ProfileForm
      {...props}
      photos={{ editor: <ProfilePhotos photos={photos} />, isSaving: photos.isSaving, save: photos.saveAll }}
    />
  );
}
