import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { contratosExpressMeta } from './contratos-express-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const contratosExpress: PracticeContent = {
  ...contratosExpressMeta,
  hero: {
    eyebrow: 'Contratos express',
    title: `Tu contrato listo en ${DELIVERY_PROMISES.contracts}`,
    lead: 'Redactamos o revisamos tu contrato a la medida de tu caso, con cláusulas que te protegen y en lenguaje claro. Precio cerrado y entrega comprometida.',
    highlights: [
      `Entrega en ${DELIVERY_PROMISES.contracts}`,
      'Una ronda de ajustes incluida',
      'Formato editable y PDF listo para firmar',
    ],
  },
  defaultPlan: practiceDefaultPlan('contratos-express') ?? 'contratos-express',
  whatsappMessage: 'Hola, necesito un contrato.',
  services: [
    {
      planId: 'contratos-express-arriendo',
      description:
        'Contrato de arrendamiento de vivienda o local comercial, conforme a la Ley 18.101, con garantía, reajuste y causales de término claras.',
      features: [
        'Monto, reajuste y mes de garantía',
        'Inventario y estado de la propiedad',
        'Cláusulas de término y restitución',
        'Indicaciones para firmar ante notario',
      ],
      delivery: DELIVERY_PROMISES.contracts,
      badge: 'Más pedido',
      highlighted: true,
      icon: 'home',
    },
    {
      planId: 'contratos-express-revision',
      description:
        'Antes de firmar un contrato que te enviaron, lo revisamos y te marcamos las cláusulas de riesgo con una propuesta de cambios.',
      features: [
        'Revisión completa del contrato',
        'Cláusulas de riesgo comentadas',
        'Propuesta de redacción alternativa',
        'Contratos de hasta 15 páginas',
      ],
      delivery: DELIVERY_PROMISES.contracts,
      icon: 'file-text',
    },
    {
      planId: 'contratos-express-prestacion-servicios',
      description:
        'Para independientes y empresas que contratan o prestan servicios a honorarios: alcance, pagos, plazos y propiedad del trabajo.',
      features: [
        'Alcance del servicio y entregables',
        'Forma de pago y boletas de honorarios',
        'Confidencialidad y propiedad intelectual',
        'Término anticipado y multas',
      ],
      delivery: DELIVERY_PROMISES.contracts,
      icon: 'briefcase',
    },
  ],
  audience: [
    'Dueños que arriendan su casa, departamento u oficina',
    'Arrendatarios que quieren revisar el contrato antes de firmar',
    'Trabajadores independientes que prestan servicios a honorarios',
    'Pymes que necesitan contratos con clientes o proveedores',
  ],
  steps: practiceSteps(
    'Completas los datos de las partes y los acuerdos (montos, plazos, condiciones) o nos envías el contrato que quieres revisar.',
    {
      title: 'Recibe tu contrato',
      text: `En ${DELIVERY_PROMISES.contracts} desde que tenemos toda la información, en Word y PDF, con una ronda de ajustes incluida.`,
    },
  ),
  bring: [
    'Nombre, RUT y domicilio de cada parte',
    'Montos, forma de pago y reajustes acordados',
    'Plazo del contrato y fecha de inicio',
    'Para arriendo: rol o dirección de la propiedad y la garantía',
    'El contrato que quieres revisar, en Word o PDF',
  ],
  faqs: [
    {
      question: '¿El contrato de arriendo debe firmarse ante notario?',
      answer:
        'No es obligatorio, pero firmarlo ante notario da fecha cierta y facilita cobrar o pedir la restitución en tribunales. Te indicamos cómo hacerlo.',
    },
    {
      question: '¿Desde cuándo corre el plazo de entrega?',
      answer: `Desde que recibimos todos los datos de las partes y los acuerdos. El contrato te llega en ${DELIVERY_PROMISES.contracts}, en días hábiles.`,
    },
    {
      question: '¿Qué pasa si necesito cambios?',
      answer:
        'Cada contrato incluye una ronda de ajustes sin costo. Cambios que agreguen nuevos acuerdos o partes se cotizan antes.',
    },
    {
      question: '¿Sirven los contratos con firma electrónica?',
      answer:
        'Sí. La Ley 19.799 da a los documentos firmados electrónicamente el mismo valor que a los firmados en papel, salvo excepciones legales, como los actos que exigen una solemnidad que no puede cumplirse en forma electrónica.',
    },
  ],
  news: [
    {
      slug: 'contratos-digitales-firma-electronica',
      fallback: '/servicios/digital',
      title:
        'Contratos digitales y firma electrónica en Chile: firma simple o avanzada, qué sirve para cada caso',
      excerpt:
        'Firma simple y avanzada, qué valor tiene cada una y qué contratos no pueden firmarse así.',
      date: '2026-11-10',
      readMinutes: 5,
      category: 'Contratos',
    },
    {
      slug: 'contrato-arriendo-clausulas',
      fallback: '/servicios/inmobiliario',
      title: 'Las cláusulas que no pueden faltar en tu contrato de arriendo',
      excerpt: 'Garantía, reajuste, mantenciones y término: lo que evita un juicio de arriendo.',
      date: '2026-09-17',
      readMinutes: 5,
      category: 'Contratos',
    },
    {
      slug: 'contrato-honorarios',
      fallback: '/laboral',
      title: 'Honorarios o contrato de trabajo: la diferencia que importa',
      excerpt:
        'Cuándo un contrato a honorarios esconde una relación laboral y qué derechos tienes.',
      date: '2026-08-27',
      readMinutes: 5,
      category: 'Contratos',
    },
  ],
  cta: {
    title: 'Firma tranquilo',
    text: `Pide tu contrato hoy y tenlo listo en ${DELIVERY_PROMISES.contracts}.`,
  },
};
