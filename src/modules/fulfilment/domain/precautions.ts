/** The cautionary wording on a dispensing label, by the medicine's form. */
export function precautionsFor(form: string): string[] {
  if (form === 'tablet') {
    return ['Do not take more than the stated dose.', 'Do not take if you are pregnant or trying to conceive.', 'Read the enclosed leaflet before use.'];
  }
  return [
    'For external use only. Avoid the eyes, mouth and broken skin.',
    'Use sun protection (SPF 30+) every day.',
    'Do not use if pregnant or breastfeeding unless your prescriber has said you may.',
  ];
}

export const CHILDREN_WARNING = 'Keep out of the sight and reach of children';
