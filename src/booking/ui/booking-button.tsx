import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PlanId } from '@/content/catalogue/plans';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { bookingHoverEnded, bookingHoverStarted, warmBooking } from './booking-intent';

const loadDialog = () => import('./booking-dialog');
const BookingDialog = lazy(loadDialog);

interface BookingButtonProps {
  serviceTitle: string;
  plan: PlanId;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens the booking dialog for one service (practice pages, service cards, hero
 * buttons). The dialog, the form libraries and the backend load when the visitor shows intent (a
 * mouse resting on the button, or focus on it) or on the first click, never on arrival.
 */
export function BookingButton({
  serviceTitle,
  plan,
  children,
  variant,
  className,
}: BookingButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={(event) => {
          bookingHoverStarted(event.pointerType, loadDialog);
        }}
        onPointerLeave={bookingHoverEnded}
        onFocus={() => {
          warmBooking(loadDialog);
        }}
        onClick={() => {
          setOpen(true);
        }}
        className={buttonClass(variant, className)}
      >
        {children}
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Abriendo el formulario de reserva...
            </span>
          }
        >
          <BookingDialog
            serviceTitle={serviceTitle}
            plan={plan}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
