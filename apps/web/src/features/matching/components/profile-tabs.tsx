import { mbtiLink, type PublicProfile } from "@kindred/contracts";
import type { ReactNode } from "react";
import { MatchStyleIcon } from "@/components/match-style-icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { matchStyleOf, mbtiDescription, religionLabel } from "@/lib/profile-format";
import { cn } from "@/lib/utils";
import { NOT_SPECIFIED } from "../utils/constants";

function NotSpecified() {
  return <span className="text-muted-foreground italic">{NOT_SPECIFIED}</span>;
}

const orNotSpecified = (value: ReactNode) =>
  value === null || value === undefined || value === "" ? <NotSpecified /> : value;

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <NotSpecified />;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
          {item}
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
      <TabsList aria-label="Profile details" className="grid grid-cols-2 rounded-3xl sm:flex sm:rounded-full">
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="interests">Interests</TabsTrigger>
        <TabsTrigger value="personality">Personality</TabsTrigger>
        <TabsTrigger value="looking-for">Looking for</TabsTrigger>
      </TabsList>

      <TabsContent value="about">
        <Fields>
          <Field label="Bio">
            {orNotSpecified(profile.bio?.trim() ? <span className="whitespace-pre-line">{profile.bio}</span> : null)}
          </Field>
          <Field label="Religion">{orNotSpecified(religionLabel(profile.religion))}</Field>
          <Field label="Languages">{orNotSpecified(profile.languages.join(", "))}</Field>
          <Field label="Education">{orNotSpecified(profile.education)}</Field>
          <Field label="Occupation">{orNotSpecified(profile.occupation?.trim())}</Field>
        </Fields>
      </TabsContent>

      <TabsContent value="interests">
        <Fields>
          <Field label="Interests">
            <Chips items={profile.interests} />
          </Field>
        </Fields>
      </TabsContent>

      <TabsContent value="personality">
        <Fields>
          <Field label="MBTI type">
            {mbti ? (
              <a
                href={mbtiLink(mbti)}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary-strong underline-offset-4 hover:underline"
              >
                {mbtiDescription(mbti)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              orNotSpecified(profile.mbtiType)
            )}
          </Field>
          <Field label="Communication style">{orNotSpecified(profile.communicationStyle)}</Field>
          <Field label="Love language">{orNotSpecified(profile.loveLanguage)}</Field>
          <Field label="Match style">
            {style ? (
              <>
                <MatchStyleIcon matchStyle={profile.matchStyle!} className="mr-1.5 text-primary" />
                {style.name}
              </>
            ) : (
              <NotSpecified />
            )}
          </Field>
        </Fields>
      </TabsContent>

      <TabsContent value="looking-for">
        <Fields>
          <Field label="Looking for">
            <Chips items={profile.lookingFor} />
          </Field>
          <Field label="Relationship style">
            <Chips items={profile.relationshipType} />
          </Field>
          <Field label="Deal breakers">
            <Chips items={profile.dealBreakers} />
          </Field>
        </Fields>
      </TabsContent>
    </Tabs>
  );
}
