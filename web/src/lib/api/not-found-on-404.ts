import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error';

/**
 * For route loaders of pages about one thing (a treatment, an article): when the
 * server says it does not exist, show the app's not-found page instead of an error.
 */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw notFound();
  throw error;
}
