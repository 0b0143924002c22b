/** A template, generator or calculator of the site, and what it gives the visitor. */
export interface Tool {
  title: string;
  description: string;
  href: string;
}

export const TEMPLATES: readonly Tool[] = [
  {
    title: 'Generador de contratos',
    description:
      'Contrato de arriendo o de prestación de servicios: responde unas preguntas, revisa la vista previa y descárgalo en Word.',
    href: '/herramientas/contratos',
  },
  {
    title: 'Generador de términos y condiciones',
    description:
      'Los términos y condiciones y la política de privacidad de tu tienda en línea, según la Ley del Consumidor y la Ley 21.719, en Word.',
    href: '/generador-terminos',
  },
  {
    title: 'Generador de promesa de compraventa',
    description:
      'Una promesa de compraventa de inmueble con precio, pie o arras, plazo y multa, lista para revisar y descargar en Word.',
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
