/** A template, generator or calculator of the site, and what it gives the visitor. */
export interface Tool {
  title: string;
  description: string;
  href: string;
}

export const TEMPLATES: readonly Tool[] = [
  {
    title: 'Plantillas de contratos',
    description:
      'Modelos de contratos de uso frecuente para completar con tus datos y revisar antes de firmar.',
    href: '/herramientas/contratos',
  },
  {
    title: 'Generador de términos y condiciones',
    description:
      'Crea los términos y condiciones y la política de privacidad de tu sitio o tienda en línea respondiendo unas preguntas.',
    href: '/generador-terminos',
  },
  {
    title: 'Generador de contratos inmobiliarios',
    description:
      'Prepara un borrador de contrato inmobiliario con los datos de la propiedad y de las partes.',
    href: '/generador-contratos-inmobiliarios',
  },
];

export const CALCULATORS: readonly Tool[] = [
  {
    title: 'Calculadora de indemnización por despido',
    description: 'Estima la indemnización por años de servicio y por falta de aviso previo.',
    href: '/calculadora-indemnizacion',
  },
  {
    title: 'Calculadora de sociedades',
    description: 'Compara los costos y requisitos de constituir cada tipo de sociedad.',
    href: '/calculadora-sociedades',
  },
  {
    title: 'Calculadora de propiedades',
    description: 'Estima los gastos de comprar una propiedad: notaría, conservador e impuestos.',
    href: '/calculadora-propiedades',
  },
  {
    title: 'Calculadora de cobranza',
    description: 'Calcula intereses y reajustes de una deuda impaga antes de cobrarla.',
    href: '/calculadora-cobranza',
  },
  {
    title: 'Calculadora de impuestos',
    description: 'Estima tu impuesto a la renta según tus ingresos.',
    href: '/calculadora-impuestos',
  },
];
