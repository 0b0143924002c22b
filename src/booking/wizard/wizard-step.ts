import { personalDataSchema } from '@/booking/model/booking-schema';
import { isBookable } from '@/booking/model/schedule';
import type { StepId } from './step-indicator';
import type { WizardDraft } from './use-wizard-draft';

/**
 * The step to show for the one asked for (?paso=): a step is shown only when what it needs is
 * there, otherwise the first step still missing. Step 4 needs only a booking held in this tab
 * (`booked`): the draft is emptied once the booking exists. Whether the draft's day is still open
 * is the database's to say: the date step shows its calendar, and crear_reserva refuses a closed
 * day with a way back to step 2.
 */
export function wizardStep(
  requested: StepId,
  draft: Pick<WizardDraft, 'datos' | 'fecha' | 'hora'>,
  booked: boolean,
  now: Date,
): StepId {
  if (requested === 'pago' && booked) return 'pago';
  const datosOk = personalDataSchema.safeParse(draft.datos).success;
  const slotOk =
    datosOk &&
    draft.fecha !== null &&
    draft.hora !== null &&
    (requested === 'pago' || isBookable(draft.fecha, draft.hora, now, new Set()));
  if (requested === 'pago') return slotOk ? 'confirmacion' : 'datos';
  if (requested === 'confirmacion' && !slotOk) return datosOk ? 'fecha' : 'datos';
  if (requested === 'fecha' && !datosOk) return 'datos';
  return requested;
}
