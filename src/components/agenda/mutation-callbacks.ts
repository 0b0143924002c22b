import type { UseMutationOptions } from '@tanstack/react-query';

/** What a screen adds to an agenda mutation: its own messages, run before the lists are re-read. */
export type AgendaCallbacks<TVariables> = Pick<
  UseMutationOptions<void, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;
