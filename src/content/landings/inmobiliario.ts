import { company } from '../company';
import { REAL_ESTATE_META } from './landing-meta';
import type { LandingContent } from './landing-content';
import { blogCategoryLink, contactHref } from './landing-links';

/** /servicios/inmobiliario: buying, investing and developing real estate with a lawyer. */
export const REAL_ESTATE_LANDING: LandingContent = {
  ...REAL_ESTATE_META,
  hero: {
    eyebrow: 'Derecho inmobiliario',
    title: 'Compra, invierte o construye sin sorpresas legales',
    lead: 'Revisamos los títulos de la propiedad, las deudas y las prohibiciones antes de que firmes, y te acompañamos hasta que quede inscrita a tu nombre.',
    plan: 'inmobiliario',
    action: 'Agendar una consulta inmobiliaria',
  },
  covers: [
    'Estudio de títulos de los últimos 10 años y de los certificados del Conservador de Bienes Raíces',
    'Revisión o redacción de la promesa y de la escritura de compraventa',
    'Deudas, embargos, hipotecas y prohibiciones que afecten la propiedad',
    'Inscripción en el Conservador y seguimiento hasta el nuevo dominio vigente',
    'Arriendos, compras en verde, subdivisiones y proyectos inmobiliarios',
  ],
  audience: [
    'Personas que compran su primera vivienda, con o sin crédito hipotecario',
    'Inversionistas que compran para arrendar o revender',
    'Desarrolladores y constructoras con proyectos en curso',
  ],
  offers: [
    {
      planId: 'inmobiliario',
      description: 'Una consulta con un abogado inmobiliario para resolver dudas antes de firmar.',
      features: ['Revisión de un documento que traigas', 'Resumen escrito con los pasos a seguir'],
      action: 'Agendar',
      delivery: `Un abogado te contacta dentro de ${company.contactWithinHours} horas para coordinarla`,
      icon: 'home',
    },
    {
      planId: 'comprador-seguro',
      description: 'La compra de una vivienda revisada de principio a fin.',
      features: [
        'Estudio de títulos y certificados',
        'Revisión de promesa y escritura de compraventa',
        'Seguimiento de la inscripción en el Conservador',
      ],
      delivery: 'Estudio de títulos en 5 a 7 días hábiles',
      badge: 'Más contratado',
      highlighted: true,
      icon: 'shield-check',
    },
    {
      planId: 'inversionista-pro',
      description: 'Para quien compra para arrendar o invertir, con contratos a la medida.',
      features: [
        'Todo lo de Comprador Seguro',
        'Contrato de arriendo y mandato de administración',
        'Orientación sobre la estructura de compra (persona o sociedad)',
      ],
      delivery: 'Estudio de títulos en 5 a 7 días hábiles',
      icon: 'calculator',
    },
    {
      planId: 'desarrollador-elite',
      description:
        'Asesoría legal para proyectos inmobiliarios de desarrolladores y constructoras.',
      features: [
        'Estudio de títulos del terreno y normativa aplicable',
        'Promesas y escrituras tipo para la venta de unidades',
        'Reglamento de copropiedad',
      ],
      delivery: 'Según el proyecto; calendario acordado en la primera reunión',
      icon: 'building',
    },
  ],
  steps: [
    {
      title: 'Consulta inicial',
      description: 'Nos cuentas qué propiedad quieres comprar y en qué etapa vas.',
      icon: 'users',
    },
    {
      title: 'Estudio de títulos',
      description: 'Revisamos la historia de la propiedad y sus certificados.',
      icon: 'file-text',
    },
    {
      title: 'Promesa y escritura',
      description: 'Revisamos o redactamos cada documento antes de que firmes.',
      icon: 'scroll',
    },
    {
      title: 'Inscripción',
      description: 'Seguimos el trámite en el Conservador hasta que el dominio esté a tu nombre.',
      icon: 'home',
    },
  ],
  timing: [
    'Estudio de títulos: 5 a 7 días hábiles desde que tenemos los certificados.',
    'Inscripción en el Conservador: depende de cada oficina; te informamos el plazo estimado.',
    `Consulta inmobiliaria: un abogado te contacta dentro de ${company.contactWithinHours} horas para coordinarla.`,
  ],
  bring: [
    'Dirección y rol de avalúo de la propiedad',
    'Certificado de dominio vigente (de no más de 30 días) si ya lo tienes',
    'La promesa o el borrador de escritura, si existe',
    'Cédula de identidad de compradores y, si lo sabes, de los vendedores',
  ],
  faqs: [
    {
      question: '¿Para qué sirve el estudio de títulos si el banco ya lo hace?',
      answer:
        'El banco estudia los títulos para proteger su crédito, no a ti. Nuestro estudio revisa lo que te importa como comprador: deudas, juicios, prohibiciones y que quien vende sea realmente el dueño.',
    },
    {
      question: '¿Cuánto se suele pagar como pie en la promesa?',
      answer:
        'Es habitual un 10% del precio, pero es negociable. Lo importante es que la promesa diga cuándo se devuelve y en qué casos se pierde.',
    },
    {
      question: '¿Qué gastos tiene una compraventa además del precio?',
      answer:
        'Notaría, inscripción en el Conservador (en Santiago, un 2 por mil del precio con un tope), certificados y, si hay crédito, el impuesto de timbres y estampillas. Puedes estimarlos con nuestra calculadora de propiedades.',
    },
    {
      question: '¿Pueden revisar una compra fuera de Santiago?',
      answer:
        'Sí. Los certificados se piden en línea al Conservador de cada comuna y las reuniones son por videollamada.',
    },
  ],
  news: [
    {
      slug: 'compraventa-propiedades-guia',
      fallback: '/contratos-express',
      title: 'Guía para comprar una propiedad en Chile sin sorpresas',
      excerpt: 'Doble venta, suplantación, prohibiciones y deudas ocultas: cómo evitarlas.',
      date: '2026-10-14',
      readMinutes: 10,
      category: 'Inmobiliario',
    },
    {
      slug: 'estudio-titulos-que-revisar',
      fallback: '/herencias',
      title:
        'Estudio de títulos: qué se revisa antes de comprar una propiedad, también si es heredada',
      excerpt: 'Posesión efectiva, inscripciones y la firma de todos los herederos.',
      date: '2026-09-15',
      readMinutes: 5,
      category: 'Inmobiliario',
    },
    {
      slug: 'contrato-arriendo-claves',
      fallback: '/contratos-express',
      title: 'Claves de un buen contrato de arriendo: qué revisar antes de firmar',
      excerpt: 'Garantía, reajustes, término anticipado y la restitución del inmueble.',
      date: '2026-08-25',
      readMinutes: 5,
      category: 'Inmobiliario',
    },
  ],
  related: [
    { label: 'Calcula los gastos de tu compra', href: '/calculadora-propiedades' },
    { label: 'Genera tu contrato inmobiliario', href: '/generador-contratos-inmobiliarios' },
    blogCategoryLink('inmobiliario', 'Artículos sobre derecho inmobiliario', '/contratos-express'),
    { label: 'Escríbenos por tu compra', href: contactHref('Derecho inmobiliario') },
  ],
};
