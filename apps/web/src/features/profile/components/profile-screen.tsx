import { RotateCw } from "lucide-react";
import { PROFILE_MESSAGES } from "@kindred/contracts";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { t } from "@/lib/i18n/i18n";
import { useProfileBootstrap } from "../hooks/use-profile-bootstrap";
import type { ProfileFormProps } from "./profile-form";
import { ProfileHeader } from "./profile-header";
import { ProfileLoading } from "./profile-loading";

/**
 * The /profile screen: the loading flow of spec 000 section 4, then the header and the form. `form`
 * renders the form once the profile is known (the app renders it with the photo editor inside).
 */
export function ProfileScreen({
  form,
  aside,
}: {
  form: (props: ProfileFormProps) => ReactNode;
  /** Shown under the header once the profile is ready (the app puts selfie verification there). */
  aside?: ReactNode;
}) {
  const boot = useProfileBootstrap();
  useDocumentTitle(t("Your Profile"));

  if (boot.status === "loading" || boot.status === "redirecting") return <ProfileLoading />;
  const ready = boot.status === "ready" ? boot : null;
  const failed = boot.status === "error" ? boot : null;

  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-8 sm:px-8 sm:py-12">
      <ProfileHeader matchStyle={ready ? ready.matchStyle : null} />
      {ready ? aside : null}
      {ready ? (
        form({ profile: ready.profile, isUpdate: ready.isUpdate })
      ) : failed ? (
        <div className="grid justify-items-start gap-4">
          <Alert>{t(PROFILE_MESSAGES.loadError)}</Alert>
          <Button variant="outline" onClick={failed.retry}>
            <RotateCw aria-hidden="true" />
            {t("Try again")}
          </Button>
        </div>
      ) : (
        <Card className="flex items-center gap-3 p-6 text-muted-foreground">
          <Spinner className="[&_svg]:size-5" label={t("Loading profile data")} />
          <p>{t("Loading profile data...")}</p>
        </Card>
      )}
    </main>
  );
}
