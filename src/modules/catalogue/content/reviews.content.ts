export interface Review {
  id: number;
  name: string;
  rating: number;
  title: string;
  body: string;
  treatment: string;
  date: string;
}

type PublishedReview = Omit<Review, 'id'>;

/** Published customer reviews, newest first: each one a different customer (a fixed set until reviews are collected in the app). */
const PUBLISHED: PublishedReview[] = [
  { name: 'Hannah W.', rating: 5, title: 'Finally something that works', body: 'Twelve weeks in and the fine lines around my eyes are noticeably softer. The team adjusted my strength when I got dry.', treatment: 'Anti-Ageing Formula', date: '2025-11-20' },
  { name: 'Jess M.', rating: 5, title: 'Clear skin for the first time in years', body: 'My breakouts calmed down within two months. The consultation was quick and I had my cream two days later.', treatment: 'Acne Formula', date: '2025-11-17' },
  { name: 'Priya S.', rating: 4, title: 'Dark spots fading', body: 'Slow and steady, but my melasma is much lighter. Chat replies were fast and kind.', treatment: 'Hyperpigmentation Formula', date: '2025-11-14' },
  { name: 'Claire B.', rating: 5, title: 'Redness under control', body: 'I was sceptical, but the rosacea formula has calmed my cheeks more than anything my GP tried.', treatment: 'Rosacea Formula', date: '2025-11-11' },
  { name: 'Amira K.', rating: 5, title: 'Easy to manage', body: 'Moving my delivery date took seconds. No surprises on billing.', treatment: 'Glow Formula', date: '2025-11-08' },
  { name: 'Louise T.', rating: 4, title: 'Good results, some dryness', body: 'The first month was flaky, which they warned me about. Now my skin looks smoother than it has in years.', treatment: 'Anti-Ageing Formula', date: '2025-11-05' },
  { name: 'Megan R.', rating: 5, title: 'The tablets changed everything', body: 'My jawline breakouts used to come every month. Three months on the tablets and they have stopped.', treatment: 'Hormonal Acne Pill', date: '2025-11-02' },
  { name: 'Sarah P.', rating: 5, title: 'Thoughtful for menopause skin', body: 'My skin had become thin and dry. The menopause formula has made a real difference to how it feels.', treatment: 'Menopause Formula', date: '2025-10-30' },
  { name: 'Olivia H.', rating: 5, title: 'Worth the wait', body: 'It took about ten weeks before I saw a change, but my forehead spots have all but gone and the marks are fading.', treatment: 'Acne Formula', date: '2025-10-27' },
  { name: 'Rachel D.', rating: 4, title: 'Brighter, more even', body: 'My skin looks less tired and the patches on my cheeks are lighter. I would like a bigger tube for the price.', treatment: 'Glow Formula', date: '2025-10-24' },
  { name: 'Nadia F.', rating: 5, title: 'A doctor who actually listened', body: 'I explained my sensitive skin in the questionnaire and the prescriber started me on a gentle strength. No irritation at all.', treatment: 'Rosacea Formula', date: '2025-10-21' },
  { name: 'Grace L.', rating: 5, title: 'Confidence back', body: 'I stopped wearing heavy foundation after four months. My friends keep asking what I changed.', treatment: 'Acne Formula', date: '2025-10-18' },
  { name: 'Emma C.', rating: 4, title: 'Helpful check-ins', body: 'The clinical team answered my questions about using it with my SPF the same day. Results are gradual but real.', treatment: 'Anti-Ageing Formula', date: '2025-10-15' },
  { name: 'Sophie N.', rating: 5, title: 'Melasma finally lifting', body: 'After two pregnancies my upper lip and forehead were patchy. Five months in, the difference is obvious in photos.', treatment: 'Hyperpigmentation Formula', date: '2025-10-12' },
  { name: 'Laura G.', rating: 3, title: 'Good, but slow to start', body: 'The first eight weeks were frustrating and I nearly cancelled. The team lowered the strength and it has settled now.', treatment: 'Acne Formula', date: '2025-10-09' },
  { name: 'Hollie J.', rating: 5, title: 'Perimenopause breakouts gone', body: 'I had not had spots since I was a teenager until last year. This sorted them out and my skin feels less dry too.', treatment: 'Menopause Formula', date: '2025-10-06' },
  { name: 'Zara A.', rating: 5, title: 'Simple from start to finish', body: 'The consultation took me a few minutes on my phone and the parcel fit through the letterbox.', treatment: 'Glow Formula', date: '2025-10-03' },
  { name: 'Katie E.', rating: 4, title: 'Calmer cheeks', body: 'Flushing is much less frequent. I still get some redness after exercise but nothing like before.', treatment: 'Rosacea Formula', date: '2025-09-30' },
  { name: 'Imogen V.', rating: 5, title: 'My chin is clear', body: 'Hormonal spots around my chin every cycle for years. Six months on the tablets and my skin is the clearest it has been.', treatment: 'Hormonal Acne Pill', date: '2025-09-27' },
  { name: 'Chloe Y.', rating: 5, title: 'Texture is smoother', body: 'The bumps on my forehead have gone and my make-up sits better. Very pleased.', treatment: 'Glow Formula', date: '2025-09-24' },
  { name: 'Beth O.', rating: 4, title: 'Gentle retinoid routine', body: 'I could never tolerate shop-bought retinol. This strength was built up slowly and my skin coped fine.', treatment: 'Anti-Ageing Formula', date: '2025-09-21' },
  { name: 'Farah Q.', rating: 5, title: 'Spots and marks both better', body: 'Not only have the breakouts stopped, the dark marks they left behind are fading as well.', treatment: 'Hyperpigmentation Formula', date: '2025-09-18' },
  { name: 'Ellie Z.', rating: 5, title: 'Reliable deliveries', body: 'Every two months like clockwork, and a reminder before each one so I can move it if I am away.', treatment: 'Acne Formula', date: '2025-09-15' },
  { name: 'Molly I.', rating: 4, title: 'Less dryness than expected', body: 'I was worried about peeling but the formula came with clear advice and a moisturiser suggestion. It worked.', treatment: 'Menopause Formula', date: '2025-09-12' },
];

export const REVIEWS: Review[] = PUBLISHED.map((review, index) => ({ id: PUBLISHED.length - index, ...review }));

/** The average rating to one decimal place, and how many reviews it rests on. */
export function summariseReviews(reviews: Review[] = REVIEWS): { average: number; count: number } {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, count: reviews.length };
}
