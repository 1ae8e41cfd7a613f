import { describe, expect, it } from "vitest";
import { formatLocation } from "./geography";
import { COMPLETENESS_FIELDS, bmi, bmiLabel, profileCompleteness } from "./profile-logic";

describe("BMI", () => {
  it("is weight over height in metres squared, to one decimal", () => {
    expect(bmi(180, 81)).toBe(25);
    expect(bmi(165, 60)).toBe(22);
    expect(bmi(170, 65)).toBe(22.5);
  });

  it("shows only when height and weight are both positive", () => {
    expect(bmi(0, 70)).toBeUndefined();
    expect(bmi(170, null)).toBeUndefined();
    expect(bmi(undefined, 70)).toBeUndefined();
  });

  it("labels on the integer part at the 18.5, 25 and 30 boundaries", () => {
    expect(bmiLabel(18.4)).toBe("Underweight");
    // 18.5 and 18.9 have integer part 18, which is below 18.5.
    expect(bmiLabel(18.5)).toBe("Underweight");
    expect(bmiLabel(18.9)).toBe("Underweight");
    expect(bmiLabel(19)).toBe("Normal");
    expect(bmiLabel(24.9)).toBe("Normal");
    expect(bmiLabel(25)).toBe("Overweight");
    expect(bmiLabel(29.9)).toBe("Overweight");
    expect(bmiLabel(30)).toBe("Obese");
  });
});

describe("profile completeness", () => {
  it("is 0 for an empty profile and 100 for a full one", () => {
    expect(profileCompleteness({})).toBe(0);
    const full = Object.fromEntries(COMPLETENESS_FIELDS.map((field) => [field, field === "photos" ? [{}] : "x"]));
    expect(profileCompleteness(full)).toBe(100);
  });

  it("counts empty strings and lists as not filled and rounds", () => {
    // 3 of 18 fields = 16.67 %
    expect(
      profileCompleteness({ firstName: "Ann", lastName: " ", age: 30, languages: [], matchStyle: "free_spirit" }),
    ).toBe(17);
  });
});

describe("location string", () => {
  it("is 'City, State, Country' or 'City, Country'", () => {
    expect(formatLocation({ city: "Austin", state: "Texas", country: "United States" })).toBe(
      "Austin, Texas, United States",
    );
    expect(formatLocation({ city: "Lyon", country: "France" })).toBe("Lyon, France");
    expect(formatLocation({ city: " Lyon ", state: "", country: "France" })).toBe("Lyon, France");
  });
});
