import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a mutation of this folder: its own messages and state, run after the
 * hook has brought the query cache up to date.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;
