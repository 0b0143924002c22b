import { useQuery } from '@tanstack/react-query';
import { useStartedBackend } from '@/components/auth/backend-context';
import { MAX_WEEK_OFFSET, slotKey, weekDays } from '@/booking/model/schedule';

const NONE: ReadonlySet<string> = new Set();

export const occupiedSlotsKey = ['horarios-ocupados'] as const;

/**
 * The occupied slots of every week the picker can show (one query for the four weeks, so moving
 * between weeks is instant), as a set of `slotKey`s. With the plan, a time is occupied when no
 * lawyer who attends its area is free then; without it, when no lawyer at all is. Refreshed every
 * minute while open: another visitor may book meanwhile, and the database refuses a taken slot
 * anyway.
 */
export function useOccupiedSlots(now: Date, plan?: string) {
  const backend = useStartedBackend();
  const from = weekDays(0, now)[0] ?? '';
  const to = weekDays(MAX_WEEK_OFFSET, now)[6] ?? '';
  const query = useQuery({
    queryKey: [...occupiedSlotsKey, from, to, plan ?? null],
    queryFn: async () => (backend ? backend.reservas.occupied(from, to, plan) : []),
    enabled: backend !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  const occupied = query.data
    ? new Set(query.data.map((slot) => slotKey(slot.fecha, slot.hora)))
    : NONE;
  return { occupied, loading: backend === null || query.isPending, error: query.isError };
}
