import type { PlanId } from './plans';
import { SERVICES } from './services';

/**
 * Which plan books each static service of /payment/:serviceId (services.ts): a booking always
 * goes through a plan, whose price the database charges, and the service shows that plan's name
 * and price.
 */
export const SERVICE_PLANS: Readonly<Record<string, PlanId>> = Object.fromEntries(
  SERVICES.map((service) => [service.id, service.planId]),
);
