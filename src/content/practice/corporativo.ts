import { practiceDefaultPlan } from '../practice-areas';
import { corporativoMeta } from './corporativo-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const corporativo: PracticeContent = {
  ...corporativoMeta,
  hero: {
    eyebrow: 'Derecho corporativo',
    title: 'Asesoría legal para tu empresa, cuando la necesitas',
    lead: 'Resolvemos las dudas legales del día a día de tu pyme y mantenemos en regla su sociedad: juntas, actas y modificaciones de estatutos, con precio cerrado.',
    highlights: [
      'Abogados con experiencia en pymes y startups',
      'Sociedades del Registro de Empresas y Sociedades y del Registro de Comercio',
      'Planes mensuales si necesitas asesoría continua',
    ],
  },
  defaultPlan: practiceDefaultPlan('corporativo') ?? 'empresarial',
  whatsappMessage: 'Hola, necesito asesoría legal para mi empresa.',
  services: [
    {
      planId: 'corporativo-asesoria-pyme',
      description:
        'Una consulta con un abogado corporativo para resolver una duda concreta de tu empresa: socios, contratos, trabajadores, permisos o cobranza.',
      features: [
        'Revisión previa de los documentos que envíes',
        'Respuesta concreta y riesgos priorizados',
        'Próximos pasos y su costo',
        'Resumen escrito de la consulta',
      ],
      badge: 'Para empezar',
      highlighted: true,
      icon: 'building',
    },
    {
      planId: 'corporativo-actas-junta',
      description:
        'Redactamos el acta de la junta ordinaria o extraordinaria de accionistas, o de la reunión de socios, para aprobar balances, elegir directorio o repartir dividendos.',
      features: [
        'Citación y quórum según tus estatutos',
        'Acta redactada lista para firmar',
        'Indicaciones para reducirla a escritura si corresponde',
        'Una ronda de ajustes incluida',
      ],
      icon: 'file-text',
    },
    {
      planId: 'corporativo-modificacion-estatutos',
      description:
        'Cambio de razón social, objeto, capital, administración o ingreso y salida de socios, por el Registro de Empresas y Sociedades o por escritura pública.',
      features: [
        'Análisis de los estatutos vigentes',
        'Redacción de la modificación',
        'Tramitación en el Registro de Empresas y Sociedades',
        'Aviso de los cambios que debes informar al SII',
      ],
      icon: 'landmark',
    },
  ],
  audience: [
    'Dueños de pymes que necesitan una respuesta legal rápida y con precio fijo',
    'Sociedades que deben celebrar su junta anual o dejar constancia de acuerdos',
    'Socios que quieren cambiar el capital, el objeto o la administración',
    'Startups que incorporan socios o inversionistas',
  ],
  steps: practiceSteps(
    'Nos envías la escritura o los estatutos vigentes, el RUT de la sociedad y lo que quieres decidir o cambiar.',
    {
      title: 'Recibe el documento',
      text: 'Te entregamos el acta o la modificación lista para firmar, y te guiamos en su inscripción.',
    },
  ),
  bring: [
    'Estatutos o escritura de constitución y sus modificaciones',
    'Certificado de vigencia de la sociedad',
    'RUT e inicio de actividades de la empresa',
    'Nómina de socios o accionistas y su participación',
    'Los acuerdos o cambios que quieren tomar',
  ],
  tools: {
    title: 'Más para tu empresa',
    items: [
      {
        title: 'Planes legales para empresas',
        text: 'Asesoría continua con precio mensual, extras corporativos y planes Básico, Premium y Enterprise.',
        href: '/servicios/corporativo',
      },
      {
        title: 'Calculadora de sociedades',
        text: 'Compara los costos y requisitos de constituir una SpA, una EIRL o una limitada.',
        href: '/calculadora-sociedades',
      },
    ],
  },
  faqs: [
    {
      question: '¿Mi sociedad está obligada a celebrar juntas?',
      answer:
        'Las sociedades anónimas deben celebrar una junta ordinaria de accionistas cada año para aprobar la memoria y el balance (Ley 18.046). En una SpA se aplica lo que digan sus estatutos; muchas exigen una junta anual. Dejar constancia en actas evita conflictos entre socios.',
    },
    {
      question: '¿Puedo modificar mi sociedad por internet?',
      answer:
        'Si la sociedad se constituyó o migró al Registro de Empresas y Sociedades (Ley 20.659), sí: las modificaciones se firman electrónicamente en ese registro, que es gratuito. Si está en el Registro de Comercio, la modificación requiere escritura pública, extracto e inscripción.',
    },
    {
      question: '¿Qué diferencia hay con los planes para empresas?',
      answer:
        'Estos servicios resuelven una necesidad puntual con precio cerrado. Si tu empresa necesita asesoría continua, revisa nuestros planes mensuales para empresas.',
    },
    {
      question: '¿Atienden empresas fuera de Santiago?',
      answer:
        'Sí. Las consultas son por videollamada o teléfono y los trámites del Registro de Empresas y Sociedades se hacen en línea desde cualquier región.',
    },
  ],
  news: [
    {
      slug: 'sociedades-comerciales',
      fallback: '/sociedades-express',
      title: 'Tipos de sociedades comerciales en Chile: SpA, Ltda., EIRL y S.A. comparadas',
      excerpt:
        'Socios, responsabilidad y flexibilidad de cada tipo de sociedad, y cuándo conviene cambiar de una a otra.',
      date: '2026-09-29',
      readMinutes: 5,
      category: 'Corporativo',
    },
    {
      slug: 'junta-accionistas-spa',
      fallback: '/servicios/corporativo',
      title: 'La junta anual de tu SpA, paso a paso',
      excerpt: 'Citación, quórum, acta y qué hacer con los acuerdos una vez firmados.',
      date: '2026-09-10',
      readMinutes: 5,
      category: 'Corporativo',
    },
    {
      slug: 'constituir-empresa-chile-2025',
      fallback: '/sociedades-express',
      title:
        'Cómo constituir una empresa en Chile: tipos de sociedad, trámites, costos y errores comunes',
      excerpt:
        'El trámite en el Registro de Empresas y Sociedades, el camino notarial y los primeros pasos ante el SII.',
      date: '2026-10-20',
      readMinutes: 7,
      category: 'Corporativo',
    },
  ],
  cta: {
    title: 'Tu empresa, en regla',
    text: 'Agenda una asesoría y resuelve hoy la duda legal que frena tu negocio.',
  },
};
