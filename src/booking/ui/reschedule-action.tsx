import { useId, useState } from 'react';
import type { BookingSummary } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import {
  MOVE_BLOCK_REASONS,
  MOVE_RULES,
  type MoveBlock,
} from '@/booking/model/client-change-limits';
import { RescheduleDialog, type RescheduleTarget } from './reschedule-dialog';

interface RescheduleActionProps {
  booking: RescheduleTarget;
  /** Why the client may not move it now (the database's sin_reagendar, or its mirror). */
  block: MoveBlock | null;
  /** The link's secret, for whoever booked without an account. */
  token?: string | undefined;
  onRescheduled: (summary: BookingSummary) => void;
}

/**
 * 'Cambiar fecha u hora' with its rules beside it, opening the reschedule dialog. A booking that
 * can no longer change (cancelled, done, an emergency request) shows nothing; one past the 4-hour
 * limit or with its 2 changes used shows the button disabled and why.
 */
export function RescheduleAction({ booking, block, token, onRescheduled }: RescheduleActionProps) {
  const [open, setOpen] = useState(false);
  const rulesId = useId();
  if (block === 'estado') return null;
  return (
    <div className="mt-3 space-y-2">
      <button
        type="button"
        disabled={block !== null}
        aria-describedby={rulesId}
        onClick={() => {
          setOpen(true);
        }}
        className={buttonClass('secondary', 'disabled:cursor-not-allowed disabled:opacity-60')}
      >
        Cambiar fecha u hora
      </button>
      <p id={rulesId} className="text-sm text-ink-muted">
        {block ? MOVE_BLOCK_REASONS[block] : MOVE_RULES}
      </p>
      {open && (
        <RescheduleDialog
          booking={booking}
          token={token}
          onClose={() => {
            setOpen(false);
          }}
          onRescheduled={onRescheduled}
        />
      )}
    </div>
  );
}
