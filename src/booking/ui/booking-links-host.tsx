import { lazy, Suspense, useEffect, useState } from 'react';
import { bookingHoverEnded, bookingHoverStarted, warmBooking } from './booking-intent';

const loadDialog = () => import('./booking-link-dialog');
const BookingLinkDialog = lazy(loadDialog);

interface Chosen {
  /** A plan id as the link names it; the dialog checks it against the catalogue. */
  plan: string;
  serviceTitle: string;
  href: string;
}

const PLAN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const BOOKING_LINK = 'a[data-booking-plan]';

function bookingLinkAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(BOOKING_LINK) : null;
}

/** The booking a plain click on a BookingLink asks for, or null to let the browser follow it. */
export function bookingLinkChoice(event: MouseEvent): Chosen | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = bookingLinkAt(event.target);
  if (!link) return null;
  const plan = link.getAttribute('data-booking-plan') ?? '';
  const serviceTitle = link.getAttribute('data-booking-title')?.trim();
  const href = link.getAttribute('href');
  if (!PLAN_ID.test(plan) || !serviceTitle || !href) return null;
  return { plan, serviceTitle, href };
}

/**
 * Opens the booking dialog for the BookingLink a visitor clicks, anywhere on the page, including
 * inside prerendered static HTML that has no event handlers of its own. It listens in the capture
 * phase, so the link's in-app navigation never starts. A mouse resting on a link, or focus on
 * it, starts loading the dialog and the booking engine ahead of the click (booking-intent).
 */
export function BookingLinksHost() {
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const choice = bookingLinkChoice(event);
      if (!choice) return;
      event.preventDefault();
      setChosen(choice);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (bookingLinkAt(event.target)) bookingHoverStarted(event.pointerType, loadDialog);
    };
    const onPointerOut = (event: PointerEvent) => {
      const link = bookingLinkAt(event.target);
      if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget)))
        bookingHoverEnded();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (bookingLinkAt(event.target)) warmBooking(loadDialog);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  if (!chosen) return null;
  return (
    <Suspense
      fallback={
        <span role="status" className="sr-only">
          Abriendo el formulario de reserva...
        </span>
      }
    >
      <BookingLinkDialog
        key={`${chosen.plan}:${chosen.serviceTitle}`}
        serviceTitle={chosen.serviceTitle}
        plan={chosen.plan}
        href={chosen.href}
        onClose={() => {
          setChosen(null);
        }}
      />
    </Suspense>
  );
}
