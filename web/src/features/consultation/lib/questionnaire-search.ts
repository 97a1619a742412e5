export interface QuestionnaireSearch {
  /** The screen shown, 1-based; kept in the address so Back steps back and a reload stays put. */
  step?: number;
}

export function validateQuestionnaireSearch(search: Record<string, unknown>): QuestionnaireSearch {
  const step = Number(search.step);
  return { step: Number.isInteger(step) && step > 1 ? step : undefined };
}
