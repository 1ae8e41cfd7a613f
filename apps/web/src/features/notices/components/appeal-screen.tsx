import { NOTICE_TEXT, ROUTES } from "@kindred/contracts";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ModerationStatement, canFileAppeal } from "@/components/moderation-statement";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { t, translateIfMessage } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useAppealNoticeByToken } from "../api/get-appeal-notice";
import { useSendRestrictedAppeal } from "../api/send-restricted-appeal";
import { appealFailureMessage } from "../utils/appeal-failure";
import { AppealForm } from "./appeal-form";

/**
 * The appeal page (`/appeal?token=`) for a member who can't sign in: the statement the link names, then
 * one appeal. No session: the token, from the sign-in refusal or the decision's mail, is the proof.
 */
export function AppealScreen({ token }: { token: string | null }) {
  useDocumentTitle(t(NOTICE_TEXT.appealPageTitle));
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{t(NOTICE_TEXT.appealPageTitle)}</h1>
      </CardHeader>
      {token ? <AppealBody token={token} /> : <InvalidLink />}
    </Card>
  );
}

function AppealBody({ token }: { token: string }) {
  const notice = useAppealNoticeByToken(token);
  const send = useSendRestrictedAppeal(token);
  const [sent, setSent] = useState(false);
  const formId = useId();

  if (notice.isPending) {
    return (
      <CardContent>
        <Spinner className="flex min-h-48" label={t("Loading the decision")} />
      </CardContent>
    );
  }
  if (notice.isError) {
    // A 4xx means the link itself is wrong or spent; anything else may pass if asked again.
    if (isApiError(notice.error) && notice.error.isClientError) return <InvalidLink />;
    return (
      <CardContent className="grid gap-4">
        <Alert>
          {isApiError(notice.error) ? translateIfMessage(notice.error.message) : t(NOTICE_TEXT.appealFailed)}
        </Alert>
        <Button variant="outline" className="justify-self-start" onClick={() => void notice.refetch()}>
          {t("Try again")}
        </Button>
      </CardContent>
    );
  }

  const submit = (text: string) =>
    send.mutate(text, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error(translateIfMessage(appealFailureMessage(error))),
    });

  return (
    <>
      <CardContent className="grid gap-6">
        <ModerationStatement notice={notice.data} />
        {sent ? (
          <p
            role="status"
            className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(NOTICE_TEXT.appealSent)}
          </p>
        ) : notice.data.appeal ? (
          <Alert variant="info">{t(NOTICE_TEXT.appealAlready)}</Alert>
        ) : canFileAppeal(notice.data) ? (
          <AppealForm id={formId} pending={send.isPending} onSubmit={submit}>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={send.isPending}
              aria-busy={send.isPending || undefined}
            >
              {send.isPending ? t(NOTICE_TEXT.appealSending) : t(NOTICE_TEXT.appealSubmit)}
            </Button>
          </AppealForm>
        ) : null}
      </CardContent>
      <CardFooter className="justify-center border-t border-border pt-5 sm:pt-6">
        <Link to={ROUTES.login} className="text-sm font-semibold text-primary-strong underline underline-offset-4">
          {t("Back to sign in")}
        </Link>
      </CardFooter>
    </>
  );
}

function InvalidLink() {
  return (
    <CardContent className="grid gap-4">
      <Alert>{t(NOTICE_TEXT.appealTokenInvalid)}</Alert>
      <Button asChild size="lg" className="w-full">
        <Link to={ROUTES.login}>{t("Sign in")}</Link>
      </Button>
    </CardContent>
  );
}
