import { practiceDefaultPlan } from '../practice-areas';
import { herenciasMeta } from './herencias-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const herencias: PracticeContent = {
  ...herenciasMeta,
  hero: {
    eyebrow: 'Herencias y testamentos',
    title: 'Herencias en orden, sin conflictos entre herederos',
    lead: 'Tramitamos la posesión efectiva, ayudamos a repartir los bienes y a planificar un testamento, explicándote en cada paso quiénes heredan y cuánto le toca a cada uno.',
    highlights: [
      'Posesión efectiva ante el Registro Civil o el tribunal',
      'Cálculo de cuotas y del impuesto a la herencia',
      'Acuerdos de partición entre herederos',
    ],
  },
  defaultPlan: practiceDefaultPlan('herencias') ?? 'herencias',
  whatsappMessage: 'Hola, necesito orientación sobre una herencia.',
  services: [
    {
      planId: 'herencias-posesion-efectiva',
      description:
        'El trámite que reconoce a los herederos y permite disponer de los bienes. Vemos si va al Registro Civil (sin testamento) o al tribunal (con testamento).',
      features: [
        'Identificación de herederos y sus cuotas',
        'Inventario y valoración de los bienes',
        'Declaración del impuesto a la herencia ante el SII',
        'Inscripciones posteriores en el Conservador',
      ],
      badge: 'Más consultado',
      highlighted: true,
      icon: 'scroll',
    },
    {
      planId: 'herencias-particion',
      description:
        'Cuando los herederos deben repartir una casa, un auto o cuentas, te asesoramos para llegar a un acuerdo o, si no lo hay, para pedir un juez partidor.',
      features: [
        'Propuesta de adjudicación de los bienes',
        'Compensaciones entre herederos',
        'Borrador del acuerdo de partición',
        'Qué hacer si un heredero no coopera',
      ],
      icon: 'users',
    },
    {
      planId: 'herencias-testamento',
      description:
        'Planifica quién recibirá tus bienes respetando las legítimas que exige la ley, para evitar conflictos a tu familia.',
      features: [
        'Mitad legitimaria, cuarta de mejoras y libre disposición',
        'Tipo de testamento que te conviene',
        'Efectos tributarios para tus herederos',
        'Resumen escrito de la asesoría',
      ],
      icon: 'file-text',
    },
  ],
  audience: [
    'Familias que acaban de perder a un ser querido y no saben por dónde empezar',
    'Herederos que necesitan vender o usar un bien heredado',
    'Herederos que no se ponen de acuerdo en cómo repartir',
    'Personas que quieren hacer un testamento',
    'Cónyuges y convivientes civiles que quieren conocer sus derechos',
  ],
  steps: practiceSteps(
    'Nos mandas el certificado de defunción, los certificados que acreditan el parentesco y la lista de bienes que conoces.',
    {
      title: 'Recibe tu hoja de ruta',
      text: 'Te entregamos por escrito quiénes heredan, el trámite que corresponde, el impuesto estimado y los plazos.',
    },
  ),
  bring: [
    'Certificado de defunción',
    'Certificados de nacimiento o de matrimonio que acrediten el parentesco',
    'Testamento, si existe (o el certificado del Registro Nacional de Testamentos)',
    'Certificados de dominio vigente y avalúo fiscal de los inmuebles',
    'Padrón de vehículos y saldos de cuentas o inversiones',
    'Deudas conocidas del causante',
  ],
  faqs: [
    {
      question: '¿Quiénes heredan si no hay testamento?',
      answer:
        'Primero, los hijos junto con el cónyuge o conviviente civil sobreviviente; si no hay hijos, el cónyuge o conviviente con los ascendientes; luego los hermanos, después otros colaterales y, a falta de todos, el Fisco (Código Civil, arts. 980 y siguientes).',
    },
    {
      question: '¿Cuánto le toca al cónyuge si hay hijos?',
      answer:
        'Si hay un solo hijo, lo mismo que ese hijo. Si hay dos o más, el doble de lo que le toca a cada hijo, y nunca menos de la cuarta parte de la herencia (art. 988 del Código Civil).',
    },
    {
      question: '¿Hay que pagar impuesto a la herencia?',
      answer:
        'Depende del monto. Cada asignación de cónyuge, hijos o padres tiene una exención de 50 UTA; sobre ese monto se aplica una escala progresiva de 1% a 25% (Ley 16.271). Los colaterales hasta el cuarto grado tienen una exención menor y un recargo de 20%; los demás, de 40%.',
    },
    {
      question: '¿Dónde se tramita la posesión efectiva?',
      answer:
        'Si no hay testamento, en el Registro Civil; si hay testamento, en el tribunal civil del último domicilio del causante.',
    },
    {
      question: '¿Puedo dejarle todo a una sola persona en mi testamento?',
      answer:
        'Solo si no tienes descendientes, cónyuge, conviviente civil ni ascendientes. Si los tienes, la mitad de la herencia es para ellos (mitad legitimaria), una cuarta parte puedes usarla para mejorar a alguno de ellos y solo la última cuarta parte es de libre disposición.',
    },
  ],
  news: [
    {
      slug: 'posesion-efectiva-paso-a-paso',
      fallback: '/calculadoras/herencia',
      title: 'Posesión efectiva paso a paso: Registro Civil, tribunal y qué hacer después',
      excerpt:
        'Qué documentos pide el Registro Civil, cuánto tarda y qué hacer después para vender un inmueble heredado.',
      date: '2026-10-13',
      readMinutes: 5,
      category: 'Herencias',
    },
    {
      slug: 'impuesto-herencia-chile',
      fallback: '/calculadoras/herencia',
      title: 'Impuesto a la herencia en Chile: exenciones, tramos y cómo se calcula',
      excerpt:
        'Cómo se calcula sobre la cuota de cada heredero y por qué la exención de 50 UTA cubre a muchas familias.',
      date: '2026-09-22',
      readMinutes: 5,
      category: 'Herencias',
    },
    {
      slug: 'testamento-legitimas',
      fallback: '/familia',
      title: 'Testamento y legítimas: lo que puedes y no puedes decidir sobre tu herencia',
      excerpt:
        'La mitad legitimaria, la cuarta de mejoras y la de libre disposición, explicadas con ejemplos.',
      date: '2026-08-25',
      readMinutes: 5,
      category: 'Herencias',
    },
  ],
  cta: {
    title: 'Ordena la herencia con un abogado',
    text: 'Agenda y sabrás quiénes heredan, qué trámite corresponde y cuánto cuesta.',
  },
};
