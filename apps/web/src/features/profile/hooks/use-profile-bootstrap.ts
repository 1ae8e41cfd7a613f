import {
  PROFILE_MESSAGES,
  REDIRECT_ERROR_TOAST_MS,
  ROUTES,
  type MatchStyle,
  type OwnProfile,
} from "@kindred/contracts";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useOwnProfile } from "@/lib/own-profile/get-own-profile";
import { useSaveMatchStyle } from "@/lib/own-profile/save-match-style";
import { readStoredMatchStyle } from "@/lib/own-profile/stored-match-style";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";

/** Spec 000 section 9: the profile loading time-out. */
export const PROFILE_LOAD_TIMEOUT_MS = 10_000;

export type ProfileBootstrap =
  | { status: "loading" }
  /** Still loading after the time-out: the page shows, the form waits for the data. */
  | { status: "slow" }
  | { status: "error"; retry: () => void }
  | { status: "redirecting" }
  | { status: "ready"; profile: OwnProfile | null; matchStyle: MatchStyle; isUpdate: boolean };

/**
 * Spec 000 section 4, "Profile page loading": which match style applies (the profile's, else the
 * one this browser kept from the quiz, written back to the profile), the redirect to /quiz when
 * there is none, update mode, the 10 s time-out and the load error.
 */
export function useProfileBootstrap(): ProfileBootstrap {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = useOwnProfile();
  const saveMatchStyle = useSaveMatchStyle();
  const [storedStyle] = useState(readStoredMatchStyle);
  const [timedOut, setTimedOut] = useState(false);
  const resolved = useRef(false);

  const profile = query.data;
  const matchStyle = profile?.matchStyle ?? storedStyle;

  // Step 6: still loading after 10 s.
  useEffect(() => {
    if (!query.isPending) return;
    const timer = setTimeout(() => {
      setTimedOut(true);
      toast.error(t(PROFILE_MESSAGES.loadTimeout), { id: "profile-load-timeout" });
    }, PROFILE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [query.isPending]);

  useEffect(() => {
    if (query.isError) toast.error(t(PROFILE_MESSAGES.loadError), { id: "profile-load-error" });
  }, [query.isError, query.errorUpdatedAt]);

  // Steps 2 to 4, once the profile (or its absence) is known.
  useEffect(() => {
    if (!query.isSuccess || resolved.current) return;
    resolved.current = true;
    const loaded = query.data;
    if (loaded?.matchStyle) return;
    if (storedStyle) {
      saveMatchStyle.mutate(
        { matchStyle: storedStyle },
        { onError: () => toast.error(t(PROFILE_MESSAGES.styleSaveFailed)) },
      );
      return;
    }
    toast.error(t(loaded ? PROFILE_MESSAGES.styleMissing : PROFILE_MESSAGES.quizNotDone), {
      id: "profile-needs-quiz",
      duration: REDIRECT_ERROR_TOAST_MS,
    });
    void navigate(ROUTES.quiz, { replace: true });
  }, [query.isSuccess, query.data, storedStyle, saveMatchStyle, navigate]);

  if (query.isError && profile === undefined) return { status: "error", retry: () => void query.refetch() };
  if (query.isPending) return timedOut ? { status: "slow" } : { status: "loading" };
  if (!matchStyle) return { status: "redirecting" };
  // Step 5.
  const isUpdate = searchParams.get("mode") === "update" || Boolean(profile?.firstName);
  return { status: "ready", profile: profile ?? null, matchStyle, isUpdate };
}
