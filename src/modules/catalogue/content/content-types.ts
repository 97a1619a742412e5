/** A question and its answer; answers may hold simple markup, sanitised before it leaves the server. */
export interface Faq {
  q: string;
  a: string;
}

export interface FaqGroup {
  title: string;
  faqs: Faq[];
}
