import type { PlanId } from './plans';

/**
 * Which plan books each static service of /payment/:serviceId (services.ts): a booking always
 * goes through a plan, whose price the database charges. Same id where there is a plan of that
 * name; otherwise the closest consultation.
 */
export const SERVICE_PLANS: Readonly<Record<string, PlanId>> = {
  'contratos-express': 'contratos-express',
  'sociedades-express': 'sociedades-express',
  'marcas-patentes': 'marcas-patentes',
  'reclamos-sernac': 'reclamos-sernac',
  laboral: 'laboral',
  corporativo: 'empresarial',
  familia: 'familia',
  herencias: 'herencias',
  'proteccion-datos': 'proteccion-datos',
  'ecommerce-compliance': 'ecommerce',
};
