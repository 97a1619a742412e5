/** What each active does, in plain words, keyed by the ingredient names the catalogue items use. */
export const INGREDIENT_ROLES: Record<string, string> = {
  Tretinoin: 'A prescription retinoid that speeds up skin renewal, unclogs pores, softens fine lines and fades marks.',
  Clindamycin: 'A topical antibiotic that reduces the bacteria and inflammation behind red, painful spots.',
  Niacinamide: 'Vitamin B3: calms redness, strengthens the skin barrier and helps control oil.',
  'Azelaic acid': 'Calms inflammation, unclogs pores and fades dark marks; gentle enough for sensitive and rosacea-prone skin.',
  'Hyaluronic acid': 'Draws water into the skin to plump and hydrate, easing the dryness retinoids can cause.',
  Hydroquinone: 'The prescription standard for fading stubborn pigmentation and melasma, used in supervised cycles.',
  Metronidazole: 'An anti-inflammatory antibiotic that reduces the redness and bumps of rosacea.',
  Estriol: 'A gentle topical oestrogen that helps restore the firmness and moisture skin loses in menopause.',
  Spironolactone: 'A tablet that blocks the hormones that drive oil production and deep, cyclical breakouts.',
  'L-ascorbic acid': 'Pure vitamin C: an antioxidant that brightens and helps protect against sun damage.',
};
