import { LANGUAGES, MBTI_TYPES, RELATIONSHIP_TYPES, RELIGIONS } from "@kindred/contracts";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { RadioChipGroup } from "@/components/ui/radio-chip-group";
import { SelectField } from "@/components/ui/select-field";
import { Switch } from "@/components/ui/switch";
import { t } from "@/lib/i18n/i18n";
import { GENDER_FILTERS, SEARCH_INTERESTS, type SearchFilters } from "../utils/search-filters";
import { AgeFilter, DistanceFilter } from "./range-filters";
import { translatedChoices, translatedOptions } from "@/lib/i18n/translated-options";

type FiltersPanelProps = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onReset: () => void;
  /** Nothing to reset while every filter has its default. */
  canReset: boolean;
};

/** Spec 001 sections 2, 3 and 9: the search filters. Each change searches again. */
export function FiltersPanel({ filters, onChange, onReset, canReset }: FiltersPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-6 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {t("Filters")}
          </h2>
          <Button variant="ghost" size="sm" onClick={onReset} disabled={!canReset} className="-mr-2">
            <RotateCcw aria-hidden="true" />
            {t("Reset filters")}
          </Button>
        </div>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <RadioChipGroup
            legend={t("Gender")}
            options={GENDER_FILTERS.map((gender) => ({ value: gender.value, label: t(gender.label) }))}
            value={filters.gender}
            onChange={(gender) => onChange({ gender })}
          />
          <AgeFilter filters={filters} onChange={onChange} />
          <DistanceFilter filters={filters} onChange={onChange} />
          <SelectField
            label={t("Religion")}
            placeholder={t("Any religion")}
            options={translatedOptions(RELIGIONS)}
            value={filters.religion}
            onChange={(event) => onChange({ religion: event.target.value })}
          />
          <SelectField
            label={t("MBTI type")}
            placeholder={t("Any type")}
            options={MBTI_TYPES}
            value={filters.mbtiType}
            onChange={(event) => onChange({ mbtiType: event.target.value })}
          />
          <SelectField
            label={t("Language")}
            placeholder={t("Any language")}
            options={translatedOptions(LANGUAGES)}
            value={filters.language}
            onChange={(event) => onChange({ language: event.target.value })}
          />
        </div>
        <CheckboxGroup
          legend={t("Interests")}
          {...translatedChoices(SEARCH_INTERESTS, filters.interests, (interests) => onChange({ interests }))}
        />
        <CheckboxGroup
          legend={t("Looking for")}
          {...translatedChoices(RELATIONSHIP_TYPES, filters.lookingFor, (lookingFor) => onChange({ lookingFor }))}
        />
        <div className="grid gap-3 md:grid-cols-2">
          <SwitchRow
            label={t("MBTI compatibility")}
            description={t("Only types that pair well with your MBTI type, best pairs first.")}
            checked={filters.mbtiCompatibility}
            onCheckedChange={(mbtiCompatibility) => onChange({ mbtiCompatibility })}
          />
          <SwitchRow
            label={t("Use quiz data")}
            description={t("Rank by compatibility: your match style, goals and profile.")}
            checked={filters.useQuizData}
            onCheckedChange={(useQuizData) => onChange({ useQuizData })}
          />
        </div>
      </Card>
    </section>
  );
}

type SwitchRowProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function SwitchRow({ label, description, checked, onCheckedChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-background p-3.5">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}
