import { practiceDefaultPlan } from '../practice-areas';
import { tributarioMeta } from './tributario-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const tributario: PracticeContent = {
  ...tributarioMeta,
  hero: {
    eyebrow: 'Derecho tributario',
    title: 'Resuelve tus dudas con el SII antes de que sean un problema',
    lead: 'Te asesoramos en tus impuestos como persona o pyme: qué declarar, cómo responder al SII y cómo ordenar tu situación tributaria con la ley vigente.',
    highlights: [
      'Personas, independientes y pymes',
      'Respuestas dentro del plazo que fija el SII',
      'Planes tributarios para empresas',
    ],
  },
  defaultPlan: practiceDefaultPlan('tributario') ?? 'tributario',
  whatsappMessage: 'Hola, necesito orientación tributaria.',
  services: [
    {
      planId: 'tributario',
      description:
        'Una consulta con un abogado tributario sobre tu caso: impuestos personales, de tu pyme, de una venta, una herencia o una inversión.',
      features: [
        'Revisión previa de tus antecedentes',
        'Riesgos y alternativas dentro de la ley',
        'Próximos pasos y su costo',
        'Resumen escrito de la consulta',
      ],
      badge: 'Para empezar',
      highlighted: true,
      icon: 'calculator',
    },
    {
      planId: 'tributario-revision-renta',
      description:
        'Revisamos tu propuesta de declaración anual de impuesto a la renta (Formulario 22) antes de enviarla, para no pagar de más ni quedar observado.',
      features: [
        'Revisión de la propuesta del SII',
        'Boletas de honorarios, arriendos y otras rentas',
        'Créditos y rebajas que te corresponden',
        'Indicaciones para corregir o rectificar',
      ],
      icon: 'file-text',
    },
    {
      planId: 'tributario-notificacion-sii',
      description:
        'Recibiste una notificación, una citación o un requerimiento del SII. Revisamos qué te piden y preparamos la respuesta dentro de plazo.',
      features: [
        'Análisis de la notificación y sus plazos',
        'Antecedentes que debes reunir',
        'Borrador de respuesta o de solicitud de prórroga',
        'Estrategia si hay una liquidación posterior',
      ],
      icon: 'landmark',
    },
  ],
  audience: [
    'Personas con dudas sobre su declaración anual de renta',
    'Trabajadores independientes que emiten boletas de honorarios',
    'Dueños de pymes que recibieron una notificación del SII',
    'Quienes venden una propiedad, reciben una herencia o invierten',
  ],
  steps: practiceSteps(
    'Nos envías la notificación o tus declaraciones y documentos tributarios, y nos das acceso de lectura si hace falta revisar tu carpeta tributaria.',
    {
      title: 'Recibe la respuesta',
      text: 'Te entregamos por escrito qué hacer y, si contrataste la respuesta al SII, el borrador listo para presentar dentro de plazo.',
    },
  ),
  bring: [
    'La notificación, citación o requerimiento del SII, si lo recibiste',
    'Carpeta tributaria electrónica, que descargas en sii.cl',
    'Declaraciones de renta de los últimos años',
    'Boletas, facturas y contratos relacionados',
    'Fechas: cuándo recibiste la notificación y qué plazo indica',
  ],
  tools: {
    title: 'Más para tu empresa',
    items: [
      {
        title: 'Servicios tributarios para empresas',
        text: 'Planificación tributaria, defensa en fiscalizaciones y la Emergencia Tributaria 24/7.',
        href: '/servicios/tributario',
      },
      {
        title: 'Diagnóstico fiscal gratuito',
        text: 'Cuéntanos la situación tributaria de tu empresa y te decimos qué revisar primero.',
        href: '/diagnostico-fiscal-gratuito',
      },
    ],
  },
  faqs: [
    {
      question: '¿Cuándo se declara la renta?',
      answer:
        'La Operación Renta se hace en abril de cada año, por las rentas del año anterior, con el Formulario 22 en sii.cl. Si no declaras a tiempo, el SII aplica multas e intereses.',
    },
    {
      question: '¿Qué hago si el SII me cita?',
      answer:
        'La citación (art. 63 del Código Tributario) te pide aclarar, rectificar o confirmar tu declaración dentro de un plazo de un mes, prorrogable una vez. No la ignores: si no respondes, el SII puede liquidar los impuestos que estima adeudados.',
    },
    {
      question: '¿Cuál es la diferencia con los planes tributarios para empresas?',
      answer:
        'Estos servicios resuelven un tema puntual a precio fijo. Si tu empresa necesita planificación tributaria o defensa en una fiscalización, revisa nuestros planes tributarios para empresas.',
    },
    {
      question: '¿Atienden emergencias tributarias?',
      answer:
        'Sí. Si el SII está en tu empresa o vence hoy un plazo, reserva la Emergencia Tributaria 24/7 de nuestros servicios tributarios para empresas: te contactamos en menos de una hora.',
    },
  ],
  news: [
    {
      slug: 'fiscalizacion-sii',
      fallback: '/servicios/tributario',
      title:
        'Fiscalización del SII: qué hacer si te llega una notificación, una citación o una liquidación',
      excerpt:
        'Notificaciones, citaciones y liquidaciones: qué significa cada una y cómo responder.',
      date: '2026-10-06',
      readMinutes: 5,
      category: 'Tributario',
    },
    {
      slug: 'beneficios-pyme',
      fallback: '/servicios/tributario',
      title: 'Beneficios tributarios para pymes en Chile: régimen Pro Pyme y otras herramientas',
      excerpt: 'El régimen Pro Pyme, la depreciación instantánea y otras ventajas poco conocidas.',
      date: '2026-07-14',
      readMinutes: 4,
      category: 'Tributario',
    },
    {
      slug: 'planificacion-tributaria-2024',
      fallback: '/servicios/tributario',
      title:
        'Planificación tributaria en Chile: herramientas legítimas y los límites que pone la ley',
      excerpt:
        'Dónde termina la planificación y empieza la elusión según la norma general antielusiva.',
      date: '2026-06-09',
      readMinutes: 5,
      category: 'Tributario',
    },
  ],
  cta: {
    title: 'Tus impuestos, en orden',
    text: 'Agenda una consulta tributaria y sabrás qué hacer antes de que venza tu plazo.',
  },
};
