import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { usePortalQueryClient } from './useApiQuery';

/** A write through the page's one cache: useMutation with the client every remote shares. */
export function useApiMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, DefaultError, TVariables, TContext>,
): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  return useMutation(options, usePortalQueryClient());
}
