import type { ReactNode } from 'react';
import type { PlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';

interface BookingLinkProps {
  /** The service the visitor clicks, shown as the booking dialog's subject. */
  serviceTitle: string;
  /** The catalogue plan that books it: the dialog shows and charges this plan's price. */
  plan: PlanId;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A booking call to action that works in static HTML. It is a link to the booking wizard for its
 * plan, so it works before (or without) JavaScript and opens in a new tab like any link; once the
 * page runs, a plain click opens the booking dialog on the page instead (BookingLinksHost).
 */
export function BookingLink({
  serviceTitle,
  plan,
  children,
  className,
  ...aria
}: BookingLinkProps) {
  return (
    <a
      href={bookingHref(plan)}
      data-booking-plan={plan}
      data-booking-title={serviceTitle}
      aria-haspopup="dialog"
      className={className}
      {...aria}
    >
      {children}
    </a>
  );
}
