import { prescriptionContents } from './prescription-contents';

describe('prescriptionContents', () => {
  it('writes strength from the active ingredients and quantity in the supply unit', () => {
    const contents = prescriptionContents('Acne cream', {
      form: 'cream',
      quantity: 30,
      quantityUnit: 'ml',
      directions: 'Apply at night.',
      ingredients: [
        { name: 'Tretinoin', value: 0.025, unit: '%' },
        { name: 'Clindamycin', value: 1, unit: '%' },
      ],
    });
    expect(contents).toEqual({ medicineName: 'Acne cream', form: 'cream', strength: 'Tretinoin 0.025%, Clindamycin 1%', quantity: '30 ml', directions: 'Apply at night.' });
  });

  it('counts tablets', () => {
    expect(prescriptionContents('Pill', { form: 'tablet', quantity: 56, quantityUnit: 'tablets', directions: 'One daily.', ingredients: [{ name: 'Spironolactone', value: 50, unit: 'mg' }] })).toMatchObject({
      strength: 'Spironolactone 50 mg',
      quantity: '56 tablets',
    });
  });
});
