import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { PaymentDialog } from '../payments/payment-dialog';
import { BookingNotices } from './booking-notices';

/** 'Avisos': the notices of one booking, on both channels, in a dialog. */
export function BookingNoticesButton({
  reservaId,
  label,
  className,
}: {
  reservaId: string;
  /** The accessible name, naming the booking ('Ver avisos de la reserva de Ana...'). */
  label: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => {
          setOpen(true);
        }}
        className={buttonClass('secondary', className)}
      >
        Avisos
      </button>
      {open && (
        <PaymentDialog
          title="Avisos de la reserva"
          busy={false}
          onClose={() => {
            setOpen(false);
          }}
        >
          <BookingNotices reservaId={reservaId} />
        </PaymentDialog>
      )}
    </>
  );
}
