import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { sociedadesExpressMeta } from './sociedades-express-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const sociedadesExpress: PracticeContent = {
  ...sociedadesExpressMeta,
  hero: {
    eyebrow: 'Sociedades express',
    title: `Tu empresa constituida en ${DELIVERY_PROMISES.companies}`,
    lead: 'Te ayudamos a elegir el tipo de sociedad, redactamos estatutos pensados para tu negocio y la constituimos en el Registro de Empresas y Sociedades (Tu Empresa en un Día).',
    highlights: [
      `Constitución en ${DELIVERY_PROMISES.companies}`,
      'Estatutos a la medida, no un formulario genérico',
      'Guía para el inicio de actividades en el SII',
    ],
  },
  defaultPlan: practiceDefaultPlan('sociedades-express') ?? 'sociedades-express',
  whatsappMessage: 'Hola, quiero constituir una empresa.',
  services: [
    {
      planId: 'sociedades-express-spa',
      description:
        'La sociedad por acciones: admite uno o más accionistas, no exige capital mínimo y permite sumar socios o inversionistas con facilidad.',
      features: [
        'Estatutos redactados por un abogado',
        'Pacto de administración y reparto de acciones',
        'Constitución en el Registro de Empresas y Sociedades',
        'Obtención del RUT de la sociedad',
      ],
      delivery: DELIVERY_PROMISES.companies,
      badge: 'Más elegida',
      highlighted: true,
      icon: 'building',
    },
    {
      planId: 'sociedades-express-eirl',
      description:
        'La empresa individual de responsabilidad limitada: un solo titular, persona natural, que separa su patrimonio personal del de la empresa.',
      features: [
        'Asesoría sobre capital y giro',
        'Estatutos de la EIRL',
        'Constitución en el Registro de Empresas y Sociedades',
        'Obtención del RUT de la empresa',
      ],
      delivery: DELIVERY_PROMISES.companies,
      icon: 'briefcase',
    },
    {
      planId: 'sociedades-express-inicio-actividades',
      description:
        'Con la empresa ya constituida, te acompañamos en el inicio de actividades ante el SII y en la elección del régimen tributario.',
      features: [
        'Inicio de actividades en el SII',
        'Elección del régimen tributario (Pro Pyme u otro)',
        'Actividades económicas correctas',
        'Orientación para emitir documentos tributarios',
      ],
      delivery: DELIVERY_PROMISES.companies,
      icon: 'landmark',
    },
  ],
  audience: [
    'Emprendedores que van a facturar por primera vez',
    'Independientes que quieren separar su patrimonio del negocio',
    'Socios que parten juntos y quieren reglas claras desde el inicio',
    'Startups que necesitan una estructura lista para recibir inversión',
  ],
  steps: practiceSteps(
    'Nos envías los datos de los socios, el nombre y el giro de la empresa, y el capital que aportará cada uno.',
    {
      title: 'Tu empresa, constituida',
      text: `En ${DELIVERY_PROMISES.companies} desde que firman todos los socios, recibes los estatutos, el certificado de vigencia y el RUT de la empresa.`,
    },
  ),
  bring: [
    'Nombre, RUT, domicilio y profesión de cada socio o del titular',
    'Firma electrónica avanzada de cada socio, propia o de un notario',
    'Nombre o razón social y nombre de fantasía que quieres usar',
    'Giro o actividades de la empresa',
    'Capital y cómo lo aportará cada socio',
  ],
  faqs: [
    {
      question: '¿Qué es Tu Empresa en un Día?',
      answer:
        'Es el Registro de Empresas y Sociedades creado por la Ley 20.659: un registro electrónico, público y gratuito del Ministerio de Economía donde se constituyen y modifican sociedades con firma electrónica, sin escritura pública.',
    },
    {
      question: '¿SpA o EIRL?',
      answer:
        'La EIRL tiene un solo titular y debe ser persona natural. La SpA puede tener uno o más accionistas, personas o empresas, y es más flexible para sumar socios. En la consulta te recomendamos la que te conviene.',
    },
    {
      question: '¿Cuánto capital necesito?',
      answer:
        'Ni la SpA ni la EIRL exigen un capital mínimo. Conviene fijar un capital acorde a tu negocio, porque es lo que los socios se obligan a aportar.',
    },
    {
      question: '¿Desde cuándo corre el plazo de entrega?',
      answer: `Desde que todos los socios firman electrónicamente el formulario. La constitución queda lista en ${DELIVERY_PROMISES.companies}.`,
    },
  ],
  news: [
    {
      slug: 'constituir-empresa-chile-2025',
      fallback: '/corporativo',
      title:
        'Cómo constituir una empresa en Chile: tipos de sociedad, trámites, costos y errores comunes',
      excerpt:
        'Tipos de sociedad, trámite digital y notarial, costos y lo que hay que hacer después de constituir.',
      date: '2026-10-20',
      readMinutes: 7,
      category: 'Empresas',
    },
    {
      slug: 'sociedades-comerciales',
      fallback: '/corporativo',
      title: 'Tipos de sociedades comerciales en Chile: SpA, Ltda., EIRL y S.A. comparadas',
      excerpt: 'Socios, responsabilidad y flexibilidad de cada tipo de sociedad.',
      date: '2026-09-29',
      readMinutes: 5,
      category: 'Empresas',
    },
    {
      slug: 'beneficios-pyme',
      fallback: '/tributario',
      title: 'Beneficios tributarios para pymes en Chile: régimen Pro Pyme y otras herramientas',
      excerpt: 'El régimen Pro Pyme y otras ventajas que conviene conocer al iniciar actividades.',
      date: '2026-07-14',
      readMinutes: 4,
      category: 'Empresas',
    },
  ],
  cta: {
    title: 'Empieza a facturar con tu empresa',
    text: `Agenda hoy y tendrás tu sociedad constituida en ${DELIVERY_PROMISES.companies}.`,
  },
};
