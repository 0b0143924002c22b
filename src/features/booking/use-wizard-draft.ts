import { useCallback, useEffect, useMemo, useState } from 'react';
import { isPlanId, resolvePlanId, type PlanId } from '@/content/catalogue/plans';
import {
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from '@/lib/booking/booking-draft';
import { useHydrated } from '@/lib/dom/use-hydrated';

export type WizardDraft = Omit<BookingDraft, 'savedAt' | 'plan'> & { plan: PlanId };

/** The draft to start from: the stored one, with the plan of ?plan= when there is one. */
function restoredDraft(planParam: string | null): WizardDraft {
  const stored = readBookingDraft();
  const plan =
    planParam !== null
      ? resolvePlanId(planParam)
      : stored && isPlanId(stored.plan)
        ? stored.plan
        : resolvePlanId(null);
  return {
    plan,
    datos: stored?.datos ?? EMPTY_DATOS,
    fecha: stored?.fecha ?? null,
    hora: stored?.hora ?? null,
    tipoReunion: stored?.tipoReunion ?? 'videollamada',
    reservaId: stored?.reservaId ?? null,
  };
}

/**
 * The wizard's state: what the visitor typed and chose, restored from the browser and saved on
 * every change, so a reload or 'Anterior' never loses it. The plan comes from ?plan= (an unknown
 * one falls back to premium); without it, from the draft, else premium. Null while the page is
 * being hydrated: the prerendered HTML knows neither the query nor the storage.
 */
export function useWizardDraft(planParam: string | null) {
  const hydrated = useHydrated();
  // Read once, after hydration; later changes of ?plan= come from the wizard itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const restored = useMemo(() => (hydrated ? restoredDraft(planParam) : null), [hydrated]);
  const [changed, setChanged] = useState<WizardDraft | null>(null);

  useEffect(() => {
    if (changed) writeBookingDraft(changed);
  }, [changed]);

  const update = useCallback(
    (change: Partial<WizardDraft>) => {
      setChanged((previous) => {
        const current = previous ?? restored ?? restoredDraft(planParam);
        // Changing what was booked starts a new booking: the old hold simply expires.
        const rebooks = (['datos', 'fecha', 'hora', 'plan'] as const).some(
          (key) => key in change && JSON.stringify(change[key]) !== JSON.stringify(current[key]),
        );
        return { ...current, ...(rebooks ? { reservaId: null } : {}), ...change };
      });
    },
    [restored, planParam],
  );
  return [changed ?? restored, update] as const;
}
