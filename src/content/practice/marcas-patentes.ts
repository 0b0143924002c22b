import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { marcasPatentesMeta } from './marcas-patentes-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const marcasPatentes: PracticeContent = {
  ...marcasPatentesMeta,
  hero: {
    eyebrow: 'Marcas y patentes',
    title: 'Protege tu marca antes de que otro la registre',
    lead: 'Buscamos si tu marca está disponible, elegimos las clases correctas y presentamos la solicitud ante INAPI. Si alguien intenta registrar una marca parecida a la tuya, nos oponemos.',
    highlights: [
      `Solicitud presentada en ${DELIVERY_PROMISES.trademarkFiling}`,
      'Búsqueda de marcas similares antes de invertir',
      'Seguimiento del trámite hasta su resolución',
    ],
  },
  defaultPlan: practiceDefaultPlan('marcas-patentes') ?? 'marcas-patentes',
  whatsappMessage: 'Hola, quiero registrar una marca.',
  services: [
    {
      planId: 'marcas-patentes-registro-marca',
      description:
        'Preparamos y presentamos la solicitud de registro de tu marca ante INAPI en una clase, y seguimos el trámite hasta su resolución.',
      features: [
        'Búsqueda de anterioridad incluida',
        'Elección de la clase de productos o servicios',
        'Presentación de la solicitud ante INAPI',
        'Seguimiento y respuesta a observaciones de forma',
      ],
      delivery: DELIVERY_PROMISES.trademarkFiling,
      badge: 'Más pedido',
      highlighted: true,
      icon: 'lightbulb',
    },
    {
      planId: 'marcas-patentes-busqueda',
      description:
        'Antes de imprimir etiquetas o lanzar tu sitio, revisamos si hay marcas iguales o parecidas registradas o en trámite en INAPI.',
      features: [
        'Búsqueda fonética y gráfica en INAPI',
        'Informe de riesgo de rechazo u oposición',
        'Recomendación de clases',
        'Informe escrito',
      ],
      icon: 'globe',
    },
    {
      planId: 'marcas-patentes-oposicion',
      description:
        'Si alguien pidió una marca parecida a la tuya, redactamos y presentamos la oposición dentro del plazo legal de 30 días hábiles desde su publicación.',
      features: [
        'Análisis de confusión entre las marcas',
        'Escrito de oposición fundado',
        'Presentación ante INAPI',
        'Estrategia para la etapa de prueba',
      ],
      icon: 'shield-check',
    },
  ],
  audience: [
    'Emprendedores que lanzan un producto, una tienda o un servicio',
    'Pymes que ya usan una marca sin haberla registrado',
    'Dueños de marcas que vieron una solicitud parecida publicada',
    'Creadores que quieren proteger un nombre o un logo',
  ],
  steps: practiceSteps(
    'Nos envías el nombre o el logo de tu marca y nos cuentas qué productos o servicios vendes con ella.',
    {
      title: 'Tu solicitud, en INAPI',
      text: `Presentamos la solicitud en ${DELIVERY_PROMISES.trademarkFiling} y te avisamos de cada etapa: publicación, oposiciones y resolución.`,
    },
  ),
  bring: [
    'El nombre de la marca y el logo en buena resolución, si tiene',
    'Lista de productos o servicios que vendes o venderás',
    'Nombre o razón social y RUT del futuro titular',
    'Fecha desde la que usas la marca, si ya la usas',
    'Para una oposición: el número de la solicitud publicada',
  ],
  faqs: [
    {
      question: '¿Cuánto tarda el registro completo de una marca?',
      answer: `Presentamos la solicitud en ${DELIVERY_PROMISES.trademarkFiling}. Luego INAPI la revisa, la publica en el Diario Oficial y abre un plazo de oposición; si no hay observaciones ni oposiciones, el registro suele resolverse en algunos meses.`,
    },
    {
      question: '¿El precio incluye las tasas de INAPI?',
      answer:
        'No. Las tasas de INAPI se pagan aparte, por cada clase, al presentar la solicitud y al ser aceptada. Te decimos el monto vigente antes de presentar.',
    },
    {
      question: '¿Por cuánto tiempo protege el registro?',
      answer:
        'Diez años desde la fecha de registro, renovables indefinidamente por periodos iguales (Ley 19.039).',
    },
    {
      question: '¿Protege en otros países?',
      answer:
        'No. El registro en INAPI protege la marca en Chile. Si vendes en el extranjero, te orientamos sobre el registro en cada país.',
    },
  ],
  news: [
    {
      slug: 'registrar-marca-inapi',
      fallback: '/sociedades-express',
      title: 'Cómo registrar una marca en Chile: el trámite en INAPI paso a paso',
      excerpt: 'Búsqueda, clases, tasas, publicación y oposiciones: el trámite en INAPI explicado.',
      date: '2026-10-09',
      readMinutes: 6,
      category: 'Propiedad intelectual',
    },
    {
      slug: 'clases-de-marca-niza',
      fallback: '/ecommerce-compliance',
      title: 'Clases de marca y Clasificación de Niza: cómo elegir las correctas',
      excerpt:
        'La Clasificación de Niza y por qué registrar en la clase equivocada deja tu marca sin protección.',
      date: '2026-09-01',
      readMinutes: 5,
      category: 'Propiedad intelectual',
    },
    {
      slug: 'oposicion-marca',
      fallback: '/corporativo',
      title:
        'Alguien quiere registrar una marca igual a la tuya: cómo oponerte y qué hacer si se oponen a la tuya',
      excerpt:
        'El plazo de oposición, los argumentos que funcionan y qué pasa si no te opones a tiempo.',
      date: '2026-08-12',
      readMinutes: 5,
      category: 'Propiedad intelectual',
    },
  ],
  cta: {
    title: 'Tu marca es tu negocio',
    text: 'Agenda hoy y sabrás si tu marca está disponible antes de invertir en ella.',
  },
};
