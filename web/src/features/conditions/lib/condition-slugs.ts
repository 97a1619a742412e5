/** The treatment landing pages, each at its own top-level path (/acne, /glow...). */
export const CONDITION_SLUGS = [
  'acne',
  'glow',
  'anti-ageing',
  'hyperpigmentation',
  'rosacea',
  'menopause',
  'hormonal-acne',
] as const;

export type ConditionSlug = (typeof CONDITION_SLUGS)[number];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on each landing-page route: which condition the page is about. */
    conditionSlug?: ConditionSlug;
  }
}
