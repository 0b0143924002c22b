import { RESPONSE_CLAIMS } from '../company';
import type { Plan } from './plans';
import { LAUNCH_OFFER_ENDS_ON } from './launch-offer-end';

/**
 * The 24/7 emergency consultation, in a module of its own because the side menu of every page
 * advertises it: the shell imports this module alone and the rest of the catalogue stays out of
 * the JavaScript every page loads. PLANS.emergencia is this same object.
 */
export const EMERGENCY_PLAN = {
  name: 'Consulta de Emergencia 24/7',
  price: 100000,
  originalPrice: 200000,
  offerEndsOn: LAUNCH_OFFER_ENDS_ON,
  category: 'Emergencia',
  note: RESPONSE_CLAIMS.emergencyNote,
} as const satisfies Plan;
