import { serviciosLaboralMeta } from './servicios-laboral-meta';
import type { PracticeContent } from './practice-content';
import { laboral, laboralFaqs, laboralNews } from './laboral';

/**
 * The labour landing: the same services as /laboral (one name and one price each), with the
 * matters the practice handles in more depth and the free tools that help before booking.
 */
export const serviciosLaboral: PracticeContent = {
  ...laboral,
  ...serviciosLaboralMeta,
  hero: {
    eyebrow: 'Servicios de derecho laboral',
    title: 'Derecho laboral: lo que te corresponde, calculado y defendido',
    lead: 'Desde la revisión de un finiquito hasta una demanda por despido o tutela de derechos fundamentales. Te decimos en una conversación cuánto puedes cobrar, en qué plazo y con qué riesgo.',
    highlights: [
      'Trabajadores y empleadores',
      'Calculadora de indemnización gratuita',
      'Presupuesto cerrado si hay juicio',
    ],
  },
  topics: [
    {
      title: 'Despido injustificado, indebido o improcedente',
      text: 'Si la causal no se ajusta a los hechos, el tribunal ordena pagar la indemnización por años de servicio con un recargo de 30% a 100% según la causal invocada (art. 168 del Código del Trabajo).',
    },
    {
      title: 'Autodespido o despido indirecto',
      text: 'Cuando el empleador incumple gravemente (por ejemplo, no paga cotizaciones o remuneraciones), el trabajador puede poner término al contrato y demandar las indemnizaciones (art. 171).',
    },
    {
      title: 'Tutela de derechos fundamentales',
      text: 'Si el despido vulneró derechos como la honra, la intimidad o la no discriminación, el juez puede ordenar una indemnización adicional de 6 a 11 remuneraciones (art. 489).',
    },
    {
      title: 'Nulidad del despido',
      text: 'Si al despedir el empleador no tenía pagadas las cotizaciones previsionales, el despido no pone término al contrato y las remuneraciones siguen corriendo hasta que las pague (art. 162).',
    },
    {
      title: 'Acoso laboral y sexual',
      text: 'Desde la Ley Karin (Ley 21.643, vigente desde agosto de 2024), toda empresa debe tener un protocolo de prevención y un procedimiento de investigación de denuncias.',
    },
    {
      title: 'Finiquitos y cobro de prestaciones',
      text: 'Vacaciones proporcionales, horas extra, gratificaciones y remuneraciones impagas: revisamos que el finiquito las incluya antes de que lo firmes.',
    },
  ],
  tools: {
    title: 'Herramientas gratuitas',
    items: [
      {
        title: 'Calculadora de indemnización',
        text: 'Estima tu indemnización por años de servicio y el aviso previo con tu sueldo y antigüedad.',
        href: '/calculadoras/indemnizacion',
      },
      {
        title: 'Calculadora de honorarios',
        text: 'Compara lo que cuesta un juicio laboral con lo que podrías cobrar.',
        href: '/calculadoras/honorarios',
      },
    ],
  },
  faqs: [
    ...laboralFaqs,
    {
      question: '¿Puedo reclamar en la Inspección del Trabajo en vez de demandar?',
      answer:
        'Sí. El reclamo administrativo cita a una audiencia de conciliación con el empleador y suspende el plazo para demandar, aunque nunca puedes demandar después de 90 días hábiles desde el despido. Si no hay acuerdo, queda abierta la vía judicial.',
    },
  ],
  news: [
    laboralNews[0],
    laboralNews[2],
    {
      slug: 'casos-exito',
      fallback: '/laboral',
      title: 'Casos laborales ilustrativos: lo que enseñan los despidos más frecuentes',
      excerpt:
        'Qué pruebas marcan la diferencia en un juicio laboral y por qué conviene actuar rápido.',
      date: '2026-07-30',
      readMinutes: 6,
      category: 'Laboral',
    },
  ],
  cta: {
    title: 'Tu plazo corre desde el despido',
    text: 'Agenda una consulta laboral y sal de ella sabiendo cuánto puedes cobrar.',
  },
};
