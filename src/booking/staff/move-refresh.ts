import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What the staff's changes to one booking (a new time, a new lawyer, its attendance) take: the
 * booking's id, the screen's own lists to read again (`refreshKeys`, from the feature that shows
 * them), and what the screen does once the cache is up to date. A refusal is the database's
 * Spanish message, shown by the page's toaster from the hooks' meta.
 */
export interface MoveHookOptions {
  id: string;
  refreshKeys: readonly QueryKey[];
  onSuccess?: () => void;
}

/** Reads again the screen's lists and any `extra` keys a change touched. */
export function useRefresh(refreshKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return (extra: readonly QueryKey[] = []) =>
    Promise.all(
      [...refreshKeys, ...extra].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
