import { EMERGENCY_PLAN } from './emergency-plan';
import type { Plan } from './plans';
import { LAUNCH_OFFER_ENDS_ON } from './launch-offer-end';

/**
 * Plans sold on the civil, criminal, tax and economic-criminal landing pages.
 *
 * - The tax and economic-criminal services are booked by their title written as a plan id
 *   (lower case, no accents, hyphens between words), so their ids are their titles.
 * - The urgent plans are variants of the 24/7 emergency consultation: same price, same promise.
 */
const URGENT = {
  price: EMERGENCY_PLAN.price,
  originalPrice: EMERGENCY_PLAN.originalPrice,
  offerEndsOn: EMERGENCY_PLAN.offerEndsOn,
} as const;

export const LANDING_PLANS = {
  // The general civil consultation, at the price of the general consultation.
  civil: { name: 'Consulta Civil', price: 35000, category: 'Civil' },
  'defensa-urgente': {
    name: 'Defensa Penal Urgente 24/7',
    ...URGENT,
    category: 'Penal',
    note: 'Atención 24/7 ante una detención o citación; te contactamos en menos de 1 hora',
  },
  'planificacion-tributaria': {
    name: 'Planificación Tributaria',
    price: 150000,
    category: 'Tributario',
  },
  'defensa-ante-sii': { name: 'Defensa ante SII', price: 200000, category: 'Tributario' },
  'consultoria-empresarial': {
    name: 'Consultoría Empresarial',
    price: 300000,
    category: 'Tributario',
  },
  'tributario-declaracion-renta': {
    name: 'Declaración de Renta Personas',
    price: 45000,
    originalPrice: 90000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Tributario',
  },
  'tributario-pyme': {
    name: 'Pack Tributario Pyme',
    price: 85000,
    originalPrice: 170000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Tributario',
  },
  'tributario-regularizacion': {
    name: 'Regularización ante el SII',
    price: 60000,
    originalPrice: 120000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Tributario',
  },
  'defensa-penal-corporativa': {
    name: 'Defensa Penal Corporativa',
    price: 500000,
    category: 'Penal Económico',
  },
  'compliance-penal': { name: 'Compliance Penal', price: 350000, category: 'Penal Económico' },
  'crisis-management': { name: 'Crisis Management', price: 750000, category: 'Penal Económico' },
  'penal-economico-urgente': {
    name: 'Defensa Penal Económica Urgente 24/7',
    ...URGENT,
    category: 'Penal Económico',
    note: 'Atención 24/7 ante una formalización, allanamiento o citación; te contactamos en menos de 1 hora',
  },
  'defensa-corporativa-urgente': {
    name: 'Defensa Corporativa Urgente 24/7',
    ...URGENT,
    category: 'Penal Económico',
    note: 'Atención 24/7 para la empresa investigada y sus ejecutivos; te contactamos en menos de 1 hora',
  },
} as const satisfies Record<string, Plan>;
