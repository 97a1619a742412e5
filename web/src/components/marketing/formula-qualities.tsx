/** What every formula is, said the same on the home page and each product page; each place styles the list its own way. */
export function FormulaQualities({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="Our formulas are">
      <li>Vegan</li>
      <li>Fragrance free</li>
      <li>Cruelty free</li>
    </ul>
  );
}
