import { useQuery } from '@tanstack/react-query';
import { useStartedBackend } from '@/components/auth/backend-context';
import { MAX_WEEK_OFFSET, weekDays } from '@/booking/model/schedule';

const NONE: ReadonlySet<string> = new Set();

export const freeQuotaDaysKey = ['dias-sin-cupo-gratuito'] as const;

/**
 * The days of the four weeks the picker shows whose free consultations are all taken (the firm
 * gives a few a day): for the free plan they are closed, so nobody picks a day only to be told
 * afterwards. Asked only when the plan is free.
 */
export function useFreeQuotaDays(now: Date, free: boolean) {
  const backend = useStartedBackend();
  const from = weekDays(0, now)[0] ?? '';
  const to = weekDays(MAX_WEEK_OFFSET, now)[6] ?? '';
  const query = useQuery({
    queryKey: [...freeQuotaDaysKey, from, to],
    queryFn: async () => (backend ? backend.reservas.freeQuotaFull(from, to) : []),
    enabled: free && backend !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return free && query.data ? new Set(query.data) : NONE;
}
