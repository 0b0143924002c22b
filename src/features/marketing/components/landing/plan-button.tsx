import type { ReactNode } from 'react';
import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { PLANS, type PlanId } from '@/content/catalogue/plans';

interface PlanButtonProps {
  plan: PlanId;
  /** 'secondary' on the brand-coloured closing band, 'urgent' for a defence at any hour. */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A landing's large button that books a plan; the booking dialog is titled with the plan's name. */
export function PlanButton({ plan, variant = 'primary', children }: PlanButtonProps) {
  return (
    <BookingLink
      plan={plan}
      serviceTitle={PLANS[plan].name}
      className={buttonClass(variant, 'px-6 py-3')}
    >
      {children}
    </BookingLink>
  );
}
