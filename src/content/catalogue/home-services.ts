import { company, minutesInWords } from '../company';
import type { PlanId } from './plans';

export type ServiceIcon =
  | 'briefcase'
  | 'users'
  | 'scroll'
  | 'home'
  | 'building'
  | 'file-text'
  | 'landmark'
  | 'calculator'
  | 'shield-check'
  | 'globe'
  | 'lightbulb'
  | 'shopping-bag'
  | 'scale'
  | 'siren';

/** A service card of the home page. Its prices come from its plan, never from the card. */
export interface HomeServiceCard {
  title: string;
  description: string;
  planId: PlanId;
  icon: ServiceIcon;
}

export const HOME_SERVICE_CARDS: readonly HomeServiceCard[] = [
  {
    title: 'Derecho laboral',
    description: 'Despidos, finiquitos, indemnizaciones y acoso laboral.',
    planId: 'laboral',
    icon: 'briefcase',
  },
  {
    title: 'Derecho de familia',
    description: 'Divorcio, pensión de alimentos y cuidado personal.',
    planId: 'familia',
    icon: 'users',
  },
  {
    title: 'Derecho sucesorio',
    description: 'Posesión efectiva, testamentos y partición de herencias.',
    planId: 'herencias',
    icon: 'scroll',
  },
  {
    title: 'Derecho inmobiliario',
    description: 'Compraventas, estudio de títulos y arriendos.',
    planId: 'inmobiliario',
    icon: 'home',
  },
  {
    title: 'Derecho empresarial',
    description: 'Sociedades, contratos comerciales y socios.',
    planId: 'empresarial',
    icon: 'building',
  },
  {
    title: 'Contratos',
    description: 'Redacción y revisión de contratos a tu medida.',
    planId: 'contratos-express',
    icon: 'file-text',
  },
  {
    title: 'Administración pública',
    description: 'Sumarios, licitaciones y recursos administrativos.',
    planId: 'administracion-publica',
    icon: 'landmark',
  },
  {
    title: 'Derecho tributario',
    description: 'Fiscalizaciones del SII, planificación y reclamos.',
    planId: 'tributario',
    icon: 'calculator',
  },
  {
    title: 'Compliance',
    description: 'Modelos de prevención de delitos y gestión de riesgos.',
    planId: 'compliance-riesgo',
    icon: 'shield-check',
  },
  {
    title: 'Derecho migratorio',
    description: 'Visas, residencias y regularización migratoria.',
    planId: 'migratorio',
    icon: 'globe',
  },
  {
    title: 'Propiedad intelectual',
    description: 'Registro de marcas, patentes y derechos de autor.',
    planId: 'marcas-patentes',
    icon: 'lightbulb',
  },
  {
    title: 'Derecho del consumidor',
    description: 'Reclamos SERNAC, garantías y derecho a retracto.',
    planId: 'reclamos-sernac',
    icon: 'shopping-bag',
  },
  {
    title: 'Penal económico',
    description: 'Delitos económicos, fraudes y defensa corporativa.',
    planId: 'penal-economico',
    icon: 'scale',
  },
];

export const EMERGENCY_CARD: HomeServiceCard = {
  title: 'Consulta de emergencia',
  description: `Detenciones, allanamientos o plazos que vencen hoy: te contactamos en menos de ${minutesInWords(company.emergencyContactMinutes)}, a cualquier hora, todos los días.`,
  planId: 'emergencia',
  icon: 'siren',
};
