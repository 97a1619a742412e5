import 'reflect-metadata';
import { CatalogueItemUpdateRequest } from '../../modules/catalogue/api/dto/staff-catalogue.dto';
import { ReviewDecisionRequest } from '../../modules/prescribing/api/dto/review.dto';
import { createValidationPipe, RequestValidationError } from './request-validation';

const pipe = createValidationPipe();
const refusal = async (metatype: new () => object, body: object) => {
  try {
    await pipe.transform(body, { type: 'body', metatype });
  } catch (error) {
    return error as RequestValidationError;
  }
  throw new Error('accepted');
};

describe('the request validation pipe', () => {
  // An empty list inside a list used to pass ValidateNested, and was kept as a nameless
  // ingredient that broke the public ingredients page (found by test/integration/api-fuzz.test.ts).
  it.each([[[]], [[{ name: 'Tretinoin', value: 0.025, unit: '%' }]], [null], ['Tretinoin']])('refuses an ingredient that is not one object (%j)', async (ingredient) => {
    const error = await refusal(CatalogueItemUpdateRequest, { id: 1, price_pence: 2420, ingredients: [ingredient] });
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(error.message).toMatch(/ingredient/i);
  });

  it('refuses a flag acknowledgement that is a list', async () => {
    const error = await refusal(ReviewDecisionRequest, { flag_acknowledgements: [[]] });
    expect(error.message).toMatch(/flag acknowledgement/i);
  });
});
