import {
  ADMIN_PANEL_TEXT,
  AppealDecisionInputSchema,
  guidelineTitle,
  msg,
  type AdminAppeal,
  type AppealDecisionInput,
} from "@kindred/contracts";
import { RotateCcw, Scale } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDecideAppeal } from "../api/decide-appeal";
import { formatDateTime, timeAgo } from "../utils/format";
import { announce } from "../utils/notify";
import { ModerationDialog } from "./moderation-dialog";
import { t, translateIfMessage } from "@/lib/i18n/i18n";

type Outcome = AppealDecisionInput["outcome"];

const OUTCOME_DIALOG: Record<Outcome, { title: string; description: string; confirm: string }> = {
  upheld: {
    title: msg("Uphold the decision?"),
    description: msg("The decision stays as it is. The member is told, in the app and by email, with your note."),
    confirm: msg("Uphold"),
  },
  overturned: {
    title: msg("Overturn the decision?"),
    description: msg(
      "The decision is reversed: a ban or a suspension still in force is lifted. The member is told, in the app and by email, with your note.",
    ),
    confirm: msg("Overturn"),
  },
};

/** A decided appeal's outcome, with when it was decided. */
function outcomeLine(upheld: boolean, decidedAt: string | null) {
  if (!decidedAt) return upheld ? t("Upheld") : t("Overturned");
  const date = formatDateTime(decidedAt);
  return upheld ? t("Upheld on {date}", { date }) : t("Overturned on {date}", { date });
}

/** One appeal: the decision appealed (what, which rule, on what facts), the member's words, and the two outcomes. */
export function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const decide = useDecideAppeal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = appeal.memberName?.trim() || (appeal.userId ? t("This member") : t("Deleted member"));

  const confirm = (chosen: Outcome, note: string) =>
    void announce(decide.mutateAsync({ appealId: appeal.id, outcome: chosen, note }), {
      success: t(chosen === "upheld" ? ADMIN_PANEL_TEXT.appealUpheld : ADMIN_PANEL_TEXT.appealOverturned),
      failure: t(ADMIN_PANEL_TEXT.appealFailed),
      onSuccess: () => setOutcome(null),
    });

  const dialog = outcome ? OUTCOME_DIALOG[outcome] : null;
  return (
    <article
      aria-label={t("Appeal by {name}", { name })}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm shadow-stone-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">
          <Scale aria-hidden="true" />
          {t("Appeal")}
        </Badge>
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground">
          <time dateTime={appeal.createdAt} title={formatDateTime(appeal.createdAt)}>
            {timeAgo(appeal.createdAt)}
          </time>
        </span>
      </div>
      <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t("Decision")}</dt>
        <dd className="[overflow-wrap:anywhere]">{appeal.decision}</dd>
        <dt className="text-muted-foreground">{t("Rule")}</dt>
        <dd>{translateIfMessage(guidelineTitle(appeal.ruleId))}</dd>
        <dt className="text-muted-foreground">{t("Facts")}</dt>
        <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{appeal.facts}</dd>
      </dl>
      <figure className="grid gap-1">
        <figcaption className="text-sm text-muted-foreground">{t("{name} wrote:", { name })}</figcaption>
        <blockquote className="rounded-xl border-l-4 border-primary/40 bg-accent/50 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
          {appeal.text}
        </blockquote>
      </figure>
      {appeal.status === "pending" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOutcome("upheld")} disabled={decide.isPending}>
            <Scale aria-hidden="true" />
            {t("Uphold")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOutcome("overturned")} disabled={decide.isPending}>
            <RotateCcw aria-hidden="true" />
            {t("Overturn")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {outcomeLine(appeal.status === "upheld", appeal.decidedAt)}
          {appeal.note ? `: ${appeal.note}` : ""}
        </p>
      )}
      <ModerationDialog
        open={outcome !== null}
        onOpenChange={(open) => (open ? undefined : setOutcome(null))}
        title={dialog ? t(dialog.title) : ""}
        description={dialog ? t(dialog.description) : ""}
        confirmLabel={dialog ? t(dialog.confirm) : ""}
        pending={decide.isPending}
        askRule={false}
        reasonLabel={t("Note to the member")}
        reasonHint={t("Required: the member reads it with the outcome.")}
        reasonSchema={AppealDecisionInputSchema.shape.note}
        onConfirm={({ reason }) => (outcome ? confirm(outcome, reason) : undefined)}
      />
    </article>
  );
}
