import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS, SaveMatchStyleInputSchema, scoreQuiz } from "./quiz";

describe("quiz scoring", () => {
  it("picks the style with the most answers", () => {
    expect(
      scoreQuiz([
        "free_spirit",
        "free_spirit",
        "deep_connector",
        "free_spirit",
        "driven_seeker",
        "loyal_realist",
        "free_spirit",
      ]),
    ).toBe("free_spirit");
  });

  it("breaks ties in the order deep_connector, loyal_realist, free_spirit, driven_seeker", () => {
    expect(
      scoreQuiz([
        "driven_seeker",
        "driven_seeker",
        "loyal_realist",
        "loyal_realist",
        "free_spirit",
        "free_spirit",
        "deep_connector",
      ]),
    ).toBe("loyal_realist");
    expect(
      scoreQuiz([
        "driven_seeker",
        "driven_seeker",
        "free_spirit",
        "free_spirit",
        "deep_connector",
        "loyal_realist",
        "loyal_realist",
      ]),
    ).toBe("loyal_realist");
    expect(
      scoreQuiz([
        "driven_seeker",
        "driven_seeker",
        "driven_seeker",
        "free_spirit",
        "free_spirit",
        "free_spirit",
        "loyal_realist",
      ]),
    ).toBe("free_spirit");
    expect(scoreQuiz(["driven_seeker", "deep_connector"])).toBe("deep_connector");
  });

  it("has seven questions of four answers, one per style", () => {
    expect(QUIZ_QUESTIONS).toHaveLength(7);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.answers.map((answer) => answer.value).sort()).toEqual([
        "deep_connector",
        "driven_seeker",
        "free_spirit",
        "loyal_realist",
      ]);
      expect(question.description.length).toBeGreaterThan(0);
    }
  });

  it("refuses a saved style that contradicts the answers", () => {
    const answers = [
      "free_spirit",
      "free_spirit",
      "free_spirit",
      "free_spirit",
      "deep_connector",
      "deep_connector",
      "deep_connector",
    ] as const;
    expect(SaveMatchStyleInputSchema.safeParse({ matchStyle: "free_spirit", answers }).success).toBe(true);
    expect(SaveMatchStyleInputSchema.safeParse({ matchStyle: "deep_connector", answers }).success).toBe(false);
  });
});
