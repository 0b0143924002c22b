import { articleHref } from '@/content/article-links';

export interface Guide {
  title: string;
  summary: string;
  /** The blog article's slug; until it is published the link goes to `fallback`. */
  slug: string;
  /** The practice page that covers the same subject. */
  fallback: string;
  area: string;
}

/** The practical guides of the blog, grouped by area on /recursos/guias. */
export const GUIDES: readonly Guide[] = [
  {
    area: 'Laboral',
    title: 'Despido injustificado: qué hacer y qué plazos corren',
    summary:
      'Cómo reclamar un despido ante la Inspección del Trabajo o el juzgado, y qué indemnizaciones pueden corresponder.',
    slug: 'despido-injustificado',
    fallback: '/laboral',
  },
  {
    area: 'Laboral',
    title: 'Cómo calcular tu indemnización por años de servicio',
    summary: 'Qué se considera en el cálculo, los topes legales y cuándo corresponde el pago.',
    slug: 'calculo-indemnizacion',
    fallback: '/calculadora-indemnizacion',
  },
  {
    area: 'Laboral',
    title: 'Tutela de derechos fundamentales en el trabajo',
    summary:
      'Cuándo un trabajador puede pedir protección por discriminación, acoso u otras vulneraciones.',
    slug: 'derechos-fundamentales',
    fallback: '/laboral',
  },
  {
    area: 'Familia',
    title: 'Divorcio en Chile: tipos, pasos y costos',
    summary:
      'Divorcio de mutuo acuerdo, unilateral y por culpa: requisitos, los hijos, la compensación económica y cómo prepararse.',
    slug: 'divorcio-chile-2025',
    fallback: '/familia',
  },
  {
    area: 'Corporativo',
    title: 'Cómo constituir una empresa en Chile',
    summary:
      'Tipos de sociedad, constitución digital o tradicional, costos y lo que hay que hacer después.',
    slug: 'constituir-empresa-chile-2025',
    fallback: '/sociedades-express',
  },
  {
    area: 'Inmobiliario',
    title: 'Comprar una propiedad sin sorpresas',
    summary:
      'Alertas de fraude, documentos, el estudio de títulos, la escritura y la inscripción, con una lista de revisión.',
    slug: 'compraventa-propiedades-guia',
    fallback: '/servicios/inmobiliario',
  },
  {
    area: 'Digital',
    title: 'Contratos digitales y firma electrónica',
    summary:
      'Cuándo basta la firma electrónica simple y cuándo se necesita la avanzada, según la Ley 19.799.',
    slug: 'contratos-digitales-firma-electronica',
    fallback: '/servicios/digital',
  },
  {
    area: 'Tributario',
    title: 'Qué hacer si recibes una citación del SII',
    summary: 'Qué es una citación, cuánto plazo tienes para responder y qué antecedentes reunir.',
    slug: 'citacion-sii',
    fallback: '/tributario',
  },
];

export const guideHref = (guide: Guide): string => articleHref(guide.slug, guide.fallback);
