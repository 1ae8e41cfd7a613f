import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_MESSAGES, ROUTES, msg, type OwnProfile } from "@kindred/contracts";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import {
  PROFILE_FORM_PATHS,
  ProfileFormSchema,
  toFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from "../utils/profile-form-values";
import { AboutMeField } from "./about-me-field";
import { AdditionalDetailsFields } from "./additional-details-fields";
import { FormSection } from "./form-section";
import { LocationFields } from "./location-fields";
import { PersonalInformationFields } from "./personal-information-fields";
import { PhysicalAttributesFields } from "./physical-attributes-fields";

export const PROFILE_SAVED_MESSAGE = msg("Profile saved");

/** Marks where the asterisk goes in the required-fields sentence, so the sentence is translated whole. */
const ASTERISK_SLOT = "\u2063";

/** The server prefixes a validation message with the field's path ("bio: ..."); a toast reads better without. */
function readableMessage(message: string): string {
  const match = /^[\w.]+: (.+)$/.exec(message);
  return match?.[1] ?? message;
}

export type ProfileFormProps = { profile: OwnProfile | null; isUpdate: boolean };

/** The photo area the form holds: the app puts the photos feature's editor in (spec 000 section 2, area 2). */
export type ProfileFormPhotos = {
  editor: ReactNode;
  isSaving: boolean;
  /** Saves the pending photos, or warns when the profile has none; runs once the details are saved. */
  save: () => Promise<unknown>;
};

/** Spec 000 sections 2 to 5: the three areas, saved with one button; photos save with their own. */
export function ProfileForm({
  profile,
  isUpdate: startsInUpdateMode,
  photos,
}: ProfileFormProps & { photos: ProfileFormPhotos }) {
  const navigate = useNavigate();
  // The mode is decided on load: the first save must not relabel the button while photos still upload.
  const [isUpdate] = useState(startsInUpdateMode);
  const [defaultValues] = useState(() => toFormValues(profile));
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues,
    // Some controls are composite (location, chips): focus whatever is marked invalid instead.
    shouldFocusError: false,
  });

  // Once the errors have rendered (the commit after the request, or a later one), take the member
  // to the first. Runs after every commit; the ref makes it act once per request.
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === focusedRequest.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusedRequest.current = focusRequest;
    invalid.focus();
  });
  const focusFirstError = () => setFocusRequest((n) => n + 1);

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error)) {
      toast.error(t(PROFILE_MESSAGES.unexpected));
      return;
    }
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      if (PROFILE_FORM_PATHS.has(path))
        form.setError(path as FieldPath<ProfileFormValues>, { type: "server", message });
    }
    toast.error(t(PROFILE_MESSAGES.saveFailed), { description: readableMessage(error.message) });
    focusFirstError();
  };

  const submit = async (values: ProfileFormOutput) => {
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      showServerErrors(error);
      return;
    }
    toast.success(t(PROFILE_SAVED_MESSAGE));
    await photos.save();
    void navigate(ROUTES.dashboard);
  };

  const busy = updateProfile.isPending || photos.isSaving;
  const idleLabel = isUpdate ? t("Update Profile") : t("Create Profile");
  const busyLabel = isUpdate ? t("Updating Profile") : t("Creating Profile");
  const [beforeAsterisk, afterAsterisk] = t("Fields marked with an asterisk ({asterisk}) are required.", {
    asterisk: ASTERISK_SLOT,
  }).split(ASTERISK_SLOT);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={t("Profile details")}
        onSubmit={(event) => void form.handleSubmit(submit, focusFirstError)(event)}
        className="grid grid-cols-1 gap-6"
      >
        <p className="text-sm text-muted-foreground">
          {beforeAsterisk}
          <span className="text-primary-strong">*</span>
          {afterAsterisk}
        </p>
        <FormSection title={t("Basic Information")} description={t("The essentials people see first.")}>
          <PersonalInformationFields />
          <LocationFields />
          <AboutMeField />
          <PhysicalAttributesFields />
        </FormSection>
        <Card className="p-5 sm:p-8">{photos.editor}</Card>
        <FormSection
          title={t("Additional Details")}
          description={t("The details that help us find someone who fits your life.")}
        >
          <AdditionalDetailsFields />
        </FormSection>
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button type="submit" size="lg" className="sm:min-w-52" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {updateProfile.isPending ? busyLabel : idleLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
