import { useCallback, useEffect, useState } from 'react';
import { isPlanId, resolvePlanId, type PlanId } from '@/content/catalogue/plans';
import {
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from '@/lib/booking/booking-draft';

export type WizardDraft = Omit<BookingDraft, 'savedAt' | 'plan'> & { plan: PlanId };

/**
 * The wizard's state: what the visitor typed and chose, restored from the browser on load and
 * saved on every change, so a reload or 'Anterior' never loses it. The plan comes from ?plan=
 * (an unknown one falls back to premium); without it, from the draft, else premium.
 */
export function useWizardDraft(planParam: string | null) {
  const [draft, setDraft] = useState<WizardDraft>(() => {
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
  });
  useEffect(() => {
    writeBookingDraft(draft);
  }, [draft]);
  const update = useCallback((change: Partial<WizardDraft>) => {
    setDraft((current) => {
      // Changing what was booked starts a new booking: the old hold simply expires.
      const rebooks = (['datos', 'fecha', 'hora', 'plan'] as const).some(
        (key) => key in change && JSON.stringify(change[key]) !== JSON.stringify(current[key]),
      );
      return { ...current, ...(rebooks ? { reservaId: null } : {}), ...change };
    });
  }, []);
  return [draft, update] as const;
}
