import {
  ADMIN_PANEL_TEXT,
  AppealDecisionInputSchema,
  guidelineTitle,
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

type Outcome = AppealDecisionInput["outcome"];

const OUTCOME_DIALOG: Record<Outcome, { title: string; description: string; confirm: string }> = {
  upheld: {
    title: "Uphold the decision?",
    description: "The decision stays as it is. The member is told, in the app and by email, with your note.",
    confirm: "Uphold",
  },
  overturned: {
    title: "Overturn the decision?",
    description:
      "The decision is reversed: a ban or a suspension still in force is lifted. The member is told, in the app and by email, with your note.",
    confirm: "Overturn",
  },
};

/** One appeal: the decision appealed (what, which rule, on what facts), the member's words, and the two outcomes. */
export function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const decide = useDecideAppeal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = appeal.memberName?.trim() || (appeal.userId ? "This member" : "Deleted member");

  const confirm = (chosen: Outcome, note: string) =>
    void announce(decide.mutateAsync({ appealId: appeal.id, outcome: chosen, note }), {
      success: chosen === "upheld" ? ADMIN_PANEL_TEXT.appealUpheld : ADMIN_PANEL_TEXT.appealOverturned,
      failure: ADMIN_PANEL_TEXT.appealFailed,
      onSuccess: () => setOutcome(null),
    });

  const dialog = outcome ? OUTCOME_DIALOG[outcome] : null;
  return (
    <article
      aria-label={`Appeal by ${name}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm shadow-stone-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="muted">
          <Scale aria-hidden="true" />
          Appeal
        </Badge>
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground">
          <time dateTime={appeal.createdAt} title={formatDateTime(appeal.createdAt)}>
            {timeAgo(appeal.createdAt)}
          </time>
        </span>
      </div>
      <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Decision</dt>
        <dd className="[overflow-wrap:anywhere]">{appeal.decision}</dd>
        <dt className="text-muted-foreground">Rule</dt>
        <dd>{guidelineTitle(appeal.ruleId)}</dd>
        <dt className="text-muted-foreground">Facts</dt>
        <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{appeal.facts}</dd>
      </dl>
      <figure className="grid gap-1">
        <figcaption className="text-sm text-muted-foreground">{name} wrote:</figcaption>
        <blockquote className="rounded-xl border-l-4 border-primary/40 bg-accent/50 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
          {appeal.text}
        </blockquote>
      </figure>
      {appeal.status === "pending" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOutcome("upheld")} disabled={decide.isPending}>
            <Scale aria-hidden="true" />
            Uphold
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOutcome("overturned")} disabled={decide.isPending}>
            <RotateCcw aria-hidden="true" />
            Overturn
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {appeal.status === "upheld" ? "Upheld" : "Overturned"}
          {appeal.decidedAt ? ` on ${formatDateTime(appeal.decidedAt)}` : ""}
          {appeal.note ? `: ${appeal.note}` : ""}
        </p>
      )}
      <ModerationDialog
        open={outcome !== null}
        onOpenChange={(open) => (open ? undefined : setOutcome(null))}
        title={dialog?.title ?? ""}
        description={dialog?.description ?? ""}
        confirmLabel={dialog?.confirm ?? ""}
        pending={decide.isPending}
        askRule={false}
        reasonLabel="Note to the member"
        reasonHint="Required: the member reads it with the outcome."
        reasonSchema={AppealDecisionInputSchema.shape.note}
        onConfirm={({ reason }) => (outcome ? confirm(outcome, reason) : undefined)}
      />
    </article>
  );
}
