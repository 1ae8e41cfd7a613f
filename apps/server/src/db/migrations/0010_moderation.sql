CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_user_id" uuid,
	"report_id" uuid,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action" CHECK ("moderation_actions"."action" in ('ban', 'suspend', 'reinstate', 'decide_report'))
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_actions_admin_idx" ON "moderation_actions" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_idx" ON "moderation_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_report_idx" ON "moderation_actions" USING btree ("report_id");--> statement-breakpoint
-- The audit log is append-only: no UPDATE or DELETE, whoever runs it. The one change let through is the
-- foreign keys' own ON DELETE SET NULL (a deleted member or report), which touches nothing else.
CREATE FUNCTION "moderation_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nested, so NEW is read only on UPDATE (it is unset on DELETE and TRUNCATE).
	IF TG_OP = 'UPDATE' THEN
		IF NEW."id" = OLD."id" AND NEW."admin_id" = OLD."admin_id" AND NEW."action" = OLD."action"
			AND NEW."reason" IS NOT DISTINCT FROM OLD."reason" AND NEW."details" = OLD."details"
			AND NEW."created_at" = OLD."created_at"
			AND (NEW."subject_user_id" IS NULL OR NEW."subject_user_id" = OLD."subject_user_id")
			AND (NEW."report_id" IS NULL OR NEW."report_id" = OLD."report_id") THEN
			RETURN NEW;
		END IF;
	END IF;
	RAISE EXCEPTION 'moderation_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_actions_append_only" BEFORE UPDATE OR DELETE ON "moderation_actions" FOR EACH ROW EXECUTE FUNCTION "moderation_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_actions_no_truncate" BEFORE TRUNCATE ON "moderation_actions" FOR EACH STATEMENT EXECUTE FUNCTION "moderation_actions_append_only"();
