import type { CarriedProps } from '@/components/forms/form-island';
import type { ComponentType } from 'react';

export interface CalculatorPage {
  /** Canonical path; aliases point here. */
  path: string;
  title: string;
  description: string;
  /** Name of the page in the breadcrumb trail. */
  crumb: string;
  /** Id of the page's form island. */
  islandId: string;
  load: () => Promise<{ default: ComponentType<CarriedProps> }>;
}

const INDEMNIZACION: CalculatorPage = {
  path: '/calculadoras/indemnizacion',
  title: 'Calculadora de indemnización por despido',
  description:
    'Calcula gratis tu indemnización por años de servicio, aviso previo, recargos del art. 168 y feriado proporcional según el Código del Trabajo, con el tope de 90 UF y 11 años.',
  crumb: 'Calculadora de indemnización',
  islandId: 'calculadora-indemnizacion',
  load: () => import('../indemnizacion/indemnizacion-body'),
};

/**
 * Every calculator and tool page, by the paths it is served at. They share one page module so
 * that each new calculator adds only a route to the site's entry script, not a module of its own.
 */
export const CALCULATOR_PAGES: Readonly<Record<string, CalculatorPage>> = {
  '/calculadoras/indemnizacion': INDEMNIZACION,
  '/calculadora-indemnizacion': INDEMNIZACION,
  '/calculadoras/pension': {
    path: '/calculadoras/pension',
    title: 'Calculadora de pensión de alimentos',
    description:
      'Calcula gratis la pensión mínima de alimentos de la Ley 14.908: 40% del ingreso mínimo para un hijo, 30% por hijo si son dos o más, con el tope del 50% de los ingresos.',
    crumb: 'Calculadora de pensión de alimentos',
    islandId: 'calculadora-pension',
    load: () => import('../pension/pension-body'),
  },
  '/calculadoras/honorarios': {
    path: '/calculadoras/honorarios',
    title: 'Calculadora de honorarios de abogados',
    description:
      'Estima los honorarios de un abogado: nuestro precio fijo según el tipo de caso y el rango de cuota litis que se usa en el mercado, como referencia.',
    crumb: 'Calculadora de honorarios',
    islandId: 'calculadora-honorarios',
    load: () => import('../honorarios/honorarios-body'),
  },
  '/calculadora-cobranza': {
    path: '/calculadora-cobranza',
    title: 'Calculadora de cobranza de deudas',
    description:
      'Calcula cuánto cuesta cobrar una deuda, con honorario fijo más un porcentaje de lo recuperado, y cuánto recibes al final. Incluye la cobranza extrajudicial.',
    crumb: 'Calculadora de cobranza',
    islandId: 'calculadora-cobranza',
    load: () => import('../cobranza/cobranza-body'),
  },
  '/calculadora-impuestos': {
    path: '/calculadora-impuestos',
    title: 'Calculadora de impuesto a la renta de personas',
    description:
      'Estima tu Impuesto Global Complementario con la escala progresiva en UTA de la Ley sobre Impuesto a la Renta: tramo, tasa marginal, impuesto y tasa efectiva.',
    crumb: 'Calculadora de impuestos',
    islandId: 'calculadora-impuestos',
    load: () => import('../impuestos/impuestos-body'),
  },
  '/herramientas/verificar-empresa': {
    path: '/herramientas/verificar-empresa',
    title: 'Verificar el RUT de una empresa',
    description:
      'Valida gratis el dígito verificador de un RUT (módulo 11) y escríbelo con el formato correcto. Qué prueba y qué no, y cómo consultar en el SII si la empresa existe.',
    crumb: 'Verificar RUT de empresa',
    islandId: 'verificar-empresa',
    load: () => import('../rut/verificar-empresa-body'),
  },
};
