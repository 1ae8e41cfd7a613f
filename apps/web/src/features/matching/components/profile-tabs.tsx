import { MBTI_INFO, MBTI_TYPES, mbtiLink, type PublicProfile } from "@kindred/contracts";
import type { ReactNode } from "react";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t } from "@/lib/i18n/i18n";
import { matchStyleOf, religionLabel } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import { NOT_SPECIFIED } from "../utils/constants";

function NotSpecified() {
  return <span className="text-muted-foreground italic">{t(NOT_SPECIFIED)}</span>;
}

const orNotSpecified = (value: ReactNode) =>
  value === null || value === undefined || value === "" ? <NotSpecified /> : value;

/** An option's label (stored as its English words) in the language on screen; null stays null. */
const option = (value: string | null | undefined) => (value ? t(value) : null);

/** 'INTJ · The Architect', the type's name in the language on screen. */
function mbtiDescription(type: string) {
  const info = (MBTI_TYPES as readonly string[]).includes(type) ? MBTI_INFO[type as keyof typeof MBTI_INFO] : null;
  return info ? `${type} · ${t(info.name)}` : type;
}

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <NotSpecified />;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          {t(item)}
        </li>
      ))}
    </ul>
  );
}

function Fields({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn("grid gap-4", className)}>{children}</dl>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-[0.9375rem] leading-relaxed text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Spec 001 section 2: About, Interests, Personality and Looking for, 'Not specified' where empty. */
export function ProfileTabs({ profile }: { profile: PublicProfile }) {
  const style = matchStyleOf(profile.matchStyle);
  const mbti = profile.mbtiType && profile.mbtiType !== "Not sure" ? profile.mbtiType : null;
  return (
    <Tabs defaultValue="about">
      {/* Two rows of two on a phone: four in a row cut the last ones off ("Looking fo"). */}
      <TabsList aria-label={t("Profile details")} className="grid grid-cols-2 rounded-3xl sm:flex sm:rounded-full">
        <TabsTrigger value="about">{t("About")}</TabsTrigger>
        <TabsTrigger value="interests">{t("Interests")}</TabsTrigger>
        <TabsTrigger value="personality">{t("Personality")}</TabsTrigger>
        <TabsTrigger value="looking-for">{t("Looking for")}</TabsTrigger>
      </TabsList>

      <TabsContent value="about">
        <Fields>
          <Field label={t("Bio")}>
            {orNotSpecified(profile.bio?.trim() ? <span className="whitespace-pre-line">{profile.bio}</span> : null)}
          </Field>
          <Field label={t("Religion")}>{orNotSpecified(option(religionLabel(profile.religion)))}</Field>
          <Field label={t("Languages")}>
            {orNotSpecified(profile.languages.map((language) => t(language)).join(", "))}
          </Field>
          <Field label={t("Education")}>{orNotSpecified(option(profile.education))}</Field>
          <Field label={t("Occupation")}>{orNotSpecified(profile.occupation?.trim())}</Field>
        </Fields>
      </TabsContent>

      <TabsContent value="interests">
        <Fields>
          <Field label={t("Interests")}>
            <Chips items={profile.interests} />
          </Field>
        </Fields>
      </TabsContent>

      <TabsContent value="personality">
        <Fields>
          <Field label={t("MBTI type")}>
            {mbti ? (
              <a
                href={mbtiLink(mbti)}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary-strong underline-offset-4 hover:underline"
              >
                {mbtiDescription(mbti)}
                <span className="sr-only"> {t("(opens in a new tab)")}</span>
              </a>
            ) : (
              orNotSpecified(option(profile.mbtiType))
            )}
          </Field>
          <Field label={t("Communication style")}>{orNotSpecified(option(profile.communicationStyle))}</Field>
          <Field label={t("Love language")}>{orNotSpecified(option(profile.loveLanguage))}</Field>
          <Field label={t("Match style")}>
            {style ? (
              <>
                <MatchStyleIcon matchStyle={profile.matchStyle!} className="mr-1.5 text-primary" />
                {t(style.name)}
              </>
            ) : (
              <NotSpecified />
            )}
          </Field>
        </Fields>
      </TabsContent>

      <TabsContent value="looking-for">
        <Fields>
          <Field label={t("Looking for")}>
            <Chips items={profile.lookingFor} />
          </Field>
          <Field label={t("Relationship style")}>
            <Chips items={profile.relationshipType} />
          </Field>
          <Field label={t("Deal breakers")}>
            <Chips items={profile.dealBreakers} />
          </Field>
        </Fields>
      </TabsContent>
    </Tabs>
  );
}
