interface SupplyFacts {
  form: string;
  quantity: number;
  quantityUnit: string;
  directions: string;
  ingredients: { name: string; value: number; unit: string }[];
}

/** The medicine lines of a prescription, from the item prescribed and the catalogue's facts about it. */
export function prescriptionContents(medicineName: string, supply: SupplyFacts) {
  const strength = supply.ingredients.map((ingredient) => `${ingredient.name} ${ingredient.value}${ingredient.unit === '%' ? '%' : ` ${ingredient.unit}`}`).join(', ');
  const quantity = supply.form === 'tablet' ? `${supply.quantity} tablets` : `${supply.quantity} ${supply.quantityUnit}`;
  return { medicineName, form: supply.form, strength: strength || 'As formulated', quantity, directions: supply.directions };
}
