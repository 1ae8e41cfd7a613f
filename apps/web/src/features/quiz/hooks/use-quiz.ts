import { QUIZ_ANSWER_DELAY_MS, QUIZ_LENGTH, scoreQuiz, type MatchStyle } from "@kindred/contracts";
import { useCallback, useEffect, useReducer, useRef } from "react";

type QuizState = {
  /** The question on screen, 0-based. */
  index: number;
  /** One slot per question; kept when stepping back, so a member can change one answer. */
  answers: (MatchStyle | undefined)[];
  /** True for the fade between an answer and what follows it; input is ignored meanwhile. */
  leaving: boolean;
  result: MatchStyle | null;
  /** How many times the quiz was restarted; a restart moves focus to the first question. */
  round: number;
};

type QuizAction =
  | { type: "answer"; index: number; style: MatchStyle }
  | { type: "leave" }
  | { type: "advance" }
  | { type: "back" }
  | { type: "restart" };

const initialState: QuizState = { index: 0, answers: [], leaving: false, result: null, round: 0 };

function reducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer": {
      const answers = [...state.answers];
      answers[action.index] = action.style;
      return { ...state, answers };
    }
    case "leave":
      return { ...state, leaving: true };
    case "advance": {
      if (state.index < QUIZ_LENGTH - 1) return { ...state, index: state.index + 1, leaving: false };
      // Spec 000 section 4: after the 7th answer (and the fade) the result is computed.
      const answers = state.answers.filter((answer): answer is MatchStyle => answer !== undefined);
      if (answers.length !== QUIZ_LENGTH) return { ...state, leaving: false };
      return { ...state, leaving: false, result: scoreQuiz(answers) };
    }
    case "back":
      return state.index > 0 && !state.leaving ? { ...state, index: state.index - 1 } : state;
    case "restart":
      return { ...initialState, round: state.round + 1 };
  }
}

/**
 * The quiz as a small state machine. `choose` records an answer and moves on after the spec's
 * 500 ms fade; `select` only records it (arrow keys move through the options without committing).
 */
export function useQuiz() {
  const [state, dispatch] = useReducer(reducer, initialState);
  const timer = useRef<number | undefined>(undefined);
  // Mirrors state.leaving for the handlers, which must not start a second fade for one question
  // even when two clicks land before React re-renders.
  const leavingRef = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const next = useCallback(() => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    dispatch({ type: "leave" });
    timer.current = window.setTimeout(() => {
      leavingRef.current = false;
      dispatch({ type: "advance" });
    }, QUIZ_ANSWER_DELAY_MS);
  }, []);

  const select = useCallback(
    (style: MatchStyle) => {
      if (!leavingRef.current) dispatch({ type: "answer", index: state.index, style });
    },
    [state.index],
  );

  const choose = useCallback(
    (style: MatchStyle) => {
      if (leavingRef.current) return;
      dispatch({ type: "answer", index: state.index, style });
      next();
    },
    [state.index, next],
  );

  const back = useCallback(() => dispatch({ type: "back" }), []);
  const restart = useCallback(() => {
    window.clearTimeout(timer.current);
    leavingRef.current = false;
    dispatch({ type: "restart" });
  }, []);

  return { ...state, current: state.answers[state.index], select, choose, next, back, restart };
}
