import {
  useMutation,
  useMutationState,
  type DefaultError,
  type MutationKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { usePortalQueryClient } from './useApiQuery';

/** A write through the page's one cache: useMutation with the client every remote shares. */
export function useApiMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, DefaultError, TVariables, TContext>,
): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  return useMutation(options, usePortalQueryClient());
}

/**
 * The variables of the writes under `mutationKey` still on their way: an optimistic view shows them over the
 * cache, so a refused write just stops showing and there is nothing to roll back.
 */
export function usePendingVariables<TVariables>(mutationKey: MutationKey): TVariables[] {
  return useMutationState(
    { filters: { mutationKey, status: 'pending' }, select: (mutation) => mutation.state.variables as TVariables },
    usePortalQueryClient(),
  );
}
