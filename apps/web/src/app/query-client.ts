import { QueryClient } from '@tanstack/react-query';
import { ProductError } from '../api/product-error.ts';

/** A failed read is retried once, unless the server answered: a 4xx will not change on retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ProductError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
