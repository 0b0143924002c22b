import { familia, familiaFaqs, familiaNews } from './familia';
import { serviciosFamiliaMeta } from './servicios-familia-meta';
import type { PracticeContent } from './practice-content';

/**
 * The family landing: the same services as /familia (one name and one price each), with the
 * matters the practice handles in more depth and the free tools that help before booking.
 */
export const serviciosFamilia: PracticeContent = {
  ...familia,
  ...serviciosFamiliaMeta,
  hero: {
    eyebrow: 'Servicios de derecho de familia',
    title: 'Derecho de familia: acuerdos que cuidan a los tuyos',
    lead: 'Te acompañamos en los momentos más delicados de una familia con información clara: qué te corresponde, cómo se decide y cuánto cuesta cada camino, desde la mediación hasta el juicio.',
    highlights: [
      'Mediación, acuerdo o juicio',
      'Calculadora de pensión de alimentos gratuita',
      'Atención reservada por videollamada',
    ],
  },
  topics: [
    {
      title: 'Divorcio de común acuerdo',
      text: 'Con un año de cese de la convivencia y un acuerdo completo y suficiente sobre alimentos, cuidado de los hijos, visitas y bienes (Ley 19.947).',
    },
    {
      title: 'Divorcio unilateral y por culpa',
      text: 'El unilateral exige tres años de cese de la convivencia; el divorcio por culpa procede ante una falta grave que haga intolerable la vida en común.',
    },
    {
      title: 'Pensión de alimentos',
      text: 'Demanda, aumento, rebaja o cese. La Ley 21.484 de Responsabilidad Parental y Pago Efectivo de Deudas de Pensiones de Alimentos permite retener fondos para pagar deudas.',
    },
    {
      title: 'Cuidado personal y relación directa y regular',
      text: 'Con quién viven los hijos y cómo mantienen el vínculo con el otro padre o madre, siempre según el interés superior del niño.',
    },
    {
      title: 'Acuerdo de unión civil',
      text: 'Celebración, efectos patrimoniales y término del acuerdo de unión civil (Ley 20.830), incluidos los derechos hereditarios del conviviente.',
    },
    {
      title: 'Violencia intrafamiliar',
      text: 'Medidas de protección urgentes ante el tribunal de familia. Si estás en peligro, llama primero al 149 de Carabineros o al 1455 de orientación.',
    },
  ],
  tools: {
    title: 'Herramientas gratuitas',
    items: [
      {
        title: 'Calculadora de pensión de alimentos',
        text: 'Estima el rango de una pensión con los ingresos de quien paga y el número de hijos.',
        href: '/calculadoras/pension',
      },
      {
        title: 'Calculadora de herencia',
        text: 'Calcula cuánto le corresponde al cónyuge y a cada hijo si no hay testamento.',
        href: '/calculadoras/herencia',
      },
    ],
  },
  faqs: [
    ...familiaFaqs,
    {
      question: '¿Qué pasa si no pagan la pensión de alimentos?',
      answer:
        'El tribunal puede ordenar la inscripción en el Registro Nacional de Deudores de Pensiones de Alimentos, la retención de devoluciones de impuestos y, con la Ley 21.484, el pago con fondos de cuentas bancarias e incluso de la AFP del deudor.',
    },
  ],
  news: [
    familiaNews[0],
    familiaNews[1],
    {
      slug: 'ley-21484-deudores-pension',
      fallback: '/familia',
      title:
        'Ley 21.484 de responsabilidad parental: cómo se cobran hoy las pensiones de alimentos adeudadas',
      excerpt: 'Cómo se cobran hoy las pensiones adeudadas con la Ley 21.484.',
      date: '2026-07-22',
      readMinutes: 5,
      category: 'Familia',
    },
  ],
  cta: {
    title: 'Da el primer paso con información',
    text: 'Agenda una consulta de familia y conoce tus opciones antes de decidir.',
  },
};
