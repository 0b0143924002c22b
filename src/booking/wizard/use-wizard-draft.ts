import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PLAN_ID, isPlanId, requestedPlan, type PlanId } from '@/content/catalogue/plans';
import {
  clearBookingDraft,
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from '@/booking/model/booking-draft';
import { useHydrated } from '@/lib/dom/use-hydrated';
import { currentOwner, type RecordOwner } from '@/lib/storage/record-owner';

export type WizardDraft = Omit<BookingDraft, 'plan'> & {
  plan: PlanId;
  /** Whose draft this is; undefined until the backend has said who is using the tab. */
  owner: RecordOwner | undefined;
};
export type WizardChange = Partial<Omit<WizardDraft, 'owner'>>;

function emptyDraft(plan: PlanId, owner: RecordOwner | undefined): WizardDraft {
  return { plan, datos: EMPTY_DATOS, fecha: null, hora: null, tipoReunion: 'videollamada', owner };
}

/** The draft to start from: the stored one (if it is this person's), with the plan of ?plan=. */
function restoredDraft(planParam: string | null): WizardDraft {
  const stored = readBookingDraft();
  const storedPlan = stored && isPlanId(stored.value.plan) ? stored.value.plan : DEFAULT_PLAN_ID;
  const plan = planParam !== null ? requestedPlan(planParam).plan : storedPlan;
  if (!stored) return emptyDraft(plan, currentOwner());
  return { ...stored.value, plan, owner: stored.owner };
}

/**
 * The wizard's state: what the visitor typed and chose, restored from the browser and saved on
 * every change, so a reload or 'Anterior' never loses it. The plan comes from ?plan= (an unknown
 * one falls back to premium); without it, from the draft, else premium. `draft` is null while the
 * page is being hydrated: the prerendered HTML knows neither the query nor the storage.
 *
 * `person` is who uses the tab, once the backend knows. A draft someone else left is replaced by
 * an empty one (and `generation` changes, so forms start afresh); `finish` empties the draft
 * once it is booked.
 */
export function useWizardDraft(planParam: string | null, person: RecordOwner | undefined) {
  const hydrated = useHydrated();
  // Read once, after hydration; later changes of ?plan= come from the wizard itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const restored = useMemo(() => (hydrated ? restoredDraft(planParam) : null), [hydrated]);
  const [changed, setChanged] = useState<WizardDraft | null>(null);
  const [generation, setGeneration] = useState(0);
  const draft = changed ?? restored;

  // Adjusted while rendering, so another person's data is never on screen once they are known.
  if (draft && person !== undefined && draft.owner !== person) {
    if (draft.owner === undefined) {
      setChanged({ ...draft, owner: person });
    } else {
      setChanged(emptyDraft(draft.plan, person));
      setGeneration((n) => n + 1);
    }
  }

  // The draft as of the last render or change, and the last one stored: `update` stores a change
  // at once, not after the render it causes (a later task), so a reload right after the last
  // keystroke keeps it; the effect stores the other changes (a new person, a finished booking).
  const latest = useRef<WizardDraft | null>(null);
  const stored = useRef<WizardDraft | null>(null);
  const store = (next: WizardDraft) => {
    const { owner, ...fields } = next;
    writeBookingDraft(fields, owner);
    stored.current = next;
  };
  useLayoutEffect(() => {
    latest.current = draft;
  });
  useEffect(() => {
    if (changed && changed !== stored.current) store(changed);
  }, [changed]);

  const update = useCallback(
    (change: WizardChange) => {
      const next = { ...(latest.current ?? restored ?? restoredDraft(planParam)), ...change };
      latest.current = next;
      store(next);
      setChanged(next);
    },
    [restored, planParam],
  );

  const finish = useCallback(() => {
    // Removed now as well: a free booking leaves the page before the next render would.
    clearBookingDraft();
    setChanged((previous) => {
      const last = previous ?? restored ?? restoredDraft(planParam);
      return emptyDraft(last.plan, last.owner);
    });
    setGeneration((n) => n + 1);
  }, [restored, planParam]);

  return { draft, update, finish, generation };
}
