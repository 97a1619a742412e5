import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Ingredient = components['schemas']['IngredientResponse'];

export function ingredientsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'ingredients'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/catalogue/ingredients', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}
