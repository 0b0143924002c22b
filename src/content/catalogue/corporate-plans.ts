import type { Plan } from './plans';

/** What every corporate extra's note ends with: its price is an entry price for a defined scope. */
const QUOTED_BEYOND = 'Un alcance mayor se cotiza por escrito antes de cualquier cobro.';

/**
 * The corporate page's extra services. Each is sold 'desde' its price: the price buys the scope
 * its note names, which is what the booking charges; anything larger is quoted first.
 */
export const CORPORATE_PLANS = {
  'corporativo-constitucion': {
    name: 'Constitución de Sociedad',
    price: 250000,
    category: 'Corporativo',
    note: `Incluye una SpA o SRL con estatutos a la medida, hasta 4 socios. ${QUOTED_BEYOND}`,
  },
  'corporativo-contratos': {
    name: 'Contrato Comercial',
    price: 180000,
    category: 'Corporativo',
    note: `Incluye redacción o revisión de un contrato de hasta 15 páginas. ${QUOTED_BEYOND}`,
  },
  'corporativo-due-diligence': {
    name: 'Due Diligence Legal',
    price: 1200000,
    category: 'Corporativo',
    note: `Incluye revisión de una sociedad objetivo con hasta 30 contratos. ${QUOTED_BEYOND}`,
  },
  'corporativo-pacto-accionistas': {
    name: 'Pacto de Accionistas',
    price: 400000,
    category: 'Corporativo',
    note: `Incluye un pacto para hasta 4 socios o accionistas. ${QUOTED_BEYOND}`,
  },
  'corporativo-reorganizacion': {
    name: 'Reorganización de Sociedades',
    price: 350000,
    category: 'Corporativo',
    note: `Incluye una fusión, división o transformación de una sociedad. ${QUOTED_BEYOND}`,
  },
  'corporativo-modelo-prevencion': {
    name: 'Modelo de Prevención de Delitos',
    price: 500000,
    category: 'Corporativo',
    note: `Incluye diagnóstico y modelo para una empresa de hasta 50 trabajadores. ${QUOTED_BEYOND}`,
  },
} as const satisfies Record<string, Plan>;
