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
  /** For a document generator: where its answers are kept in this tab between reloads. */
  draftId?: string;
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

const PROPIEDADES: CalculatorPage = {
  path: '/calculadoras/propiedades',
  title: 'Calculadora de gastos de compra de una propiedad',
  description:
    'Calcula los gastos de comprar una propiedad en Chile: Conservador, impuesto de timbres del crédito hipotecario, notaría, estudio de títulos y corretaje.',
  crumb: 'Calculadora de gastos de compra',
  islandId: 'calculadora-propiedades',
  load: () => import('../propiedades/propiedades-body'),
};

const SOCIEDADES: CalculatorPage = {
  path: '/calculadoras/sociedades',
  title: 'Calculadora de costos para crear una sociedad',
  description:
    'Calcula los pasos y costos de crear una SpA, limitada, EIRL o S.A.: Tu Empresa en un Día o escritura pública, Diario Oficial y Registro de Comercio.',
  crumb: 'Calculadora de sociedades',
  islandId: 'calculadora-sociedades',
  load: () => import('../sociedades/sociedades-body'),
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
  '/calculadoras/herencia': {
    path: '/calculadoras/herencia',
    title: 'Calculadora de herencia e impuesto a la herencia',
    description:
      'Calcula gratis quiénes heredan y cuánto recibe cada uno según el Código Civil, la mitad legitimaria con testamento y el impuesto de la Ley 16.271 por heredero.',
    crumb: 'Calculadora de herencia',
    islandId: 'calculadora-herencia',
    load: () => import('../herencia/herencia-body'),
  },
  '/calculadoras/propiedades': PROPIEDADES,
  '/calculadora-propiedades': PROPIEDADES,
  '/calculadoras/sociedades': SOCIEDADES,
  '/calculadora-sociedades': SOCIEDADES,
  '/calculadoras/honorarios': {
    path: '/calculadoras/honorarios',
    title: 'Calculadora de honorarios de abogados',
    description:
      'Estima los honorarios de un abogado: nuestro precio fijo según el tipo de caso y el rango de cuota litis que se usa en el mercado, como referencia.',
    crumb: 'Calculadora de honorarios',
    islandId: 'calculadora-honorarios',
    load: () => import('../honorarios/honorarios-body'),
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
  '/calculadora-cobranza': {
    path: '/calculadora-cobranza',
    title: 'Calculadora de cobranza de deudas',
    description:
      'Calcula cuánto recibirías al cobrar una deuda de hasta $5.000.000 con Cobranza Express: honorario fijo más 15% de lo recuperado, con lo que te queda.',
    crumb: 'Calculadora de cobranza',
    islandId: 'calculadora-cobranza',
    load: () => import('../cobranza/cobranza-body'),
  },
  '/herramientas/contratos': {
    path: '/herramientas/contratos',
    title: 'Generador de contratos de arriendo y de servicios',
    description:
      'Crea gratis un contrato de arriendo o de prestación de servicios según la ley chilena: responde unas preguntas, revisa la vista previa y descárgalo en Word.',
    crumb: 'Generador de contratos',
    islandId: 'generador-contratos',
    draftId: 'generador-contratos',
    load: () => import('../generators/contracts/contracts-body'),
  },
  '/generador-contratos-inmobiliarios': {
    path: '/generador-contratos-inmobiliarios',
    title: 'Generador de promesa de compraventa de inmueble',
    description:
      'Crea gratis una promesa de compraventa de una propiedad que cumple el art. 1554 del Código Civil: precio, pie o arras, plazo y multa. Descárgala en Word.',
    crumb: 'Generador de promesa de compraventa',
    islandId: 'generador-promesa',
    draftId: 'generador-promesa',
    load: () => import('../generators/promise/promise-body'),
  },
  '/generador-terminos': {
    path: '/generador-terminos',
    title: 'Generador de términos y política de privacidad',
    description:
      'Crea gratis los términos y condiciones y la política de privacidad de tu tienda online según la Ley del Consumidor y la Ley 21.719. Descárgalos en Word.',
    crumb: 'Generador de términos y privacidad',
    islandId: 'generador-terminos',
    draftId: 'generador-terminos',
    load: () => import('../generators/terms/terms-body'),
  },
};
