import { LANGUAGES, MBTI_TYPES, RELATIONSHIP_TYPES, RELIGIONS } from "@kindred/contracts";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { RadioChipGroup } from "@/components/ui/radio-chip-group";
import { SelectField } from "@/components/ui/select-field";
import { Switch } from "@/components/ui/switch";
import { GENDER_FILTERS, SEARCH_INTERESTS, type SearchFilters } from "../utils/search-filters";
import { AgeFilter, DistanceFilter } from "./range-filters";

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
            Filters
          </h2>
          <Button variant="ghost" size="sm" onClick={onReset} disabled={!canReset} className="-mr-2">
            <RotateCcw aria-hidden="true" />
            Reset filters
          </Button>
        </div>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <RadioChipGroup
            legend="Gender"
            options={GENDER_FILTERS}
            value={filters.gender}
            onChange={(gender) => onChange({ gender })}
          />
          <AgeFilter filters={filters} onChange={onChange} />
          <DistanceFilter filters={filters} onChange={onChange} />
          <SelectField
            label="Religion"
            placeholder="Any religion"
            options={RELIGIONS}
            value={filters.religion}
            onChange={(event) => onChange({ religion: event.target.value })}
          />
          <SelectField
            label="MBTI type"
            placeholder="Any type"
            options={MBTI_TYPES}
            value={filters.mbtiType}
            onChange={(event) => onChange({ mbtiType: event.target.value })}
          />
          <SelectField
            label="Language"
            placeholder="Any language"
            options={LANGUAGES}
            value={filters.language}
            onChange={(event) => onChange({ language: event.target.value })}
          />
        </div>
        <CheckboxGroup
          legend="Interests"
          options={SEARCH_INTERESTS}
          value={filters.interests}
          onChange={(interests) => onChange({ interests })}
        />
        <CheckboxGroup
          legend="Looking for"
          options={RELATIONSHIP_TYPES}
          value={filters.lookingFor}
          onChange={(lookingFor) => onChange({ lookingFor })}
        />
        <div className="grid gap-3 md:grid-cols-2">
          <SwitchRow
            label="MBTI compatibility"
            description="Only types that pair well with your MBTI type, best pairs first."
            checked={filters.mbtiCompatibility}
            onCheckedChange={(mbtiCompatibility) => onChange({ mbtiCompatibility })}
          />
          <SwitchRow
            label="Use quiz data"
            description="Rank by compatibility: your match style, goals and profile."
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
