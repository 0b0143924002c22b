import { company } from '@/content/company';
import type { IntakeMeta } from '../intake-meta';

export const TAX_DIAGNOSIS_META = {
  path: '/diagnostico-fiscal-gratuito',
  title: 'Diagnóstico fiscal gratuito',
  seoTitle: 'Diagnóstico fiscal gratuito: revisión de tu situación ante el SII',
  description: `¿Recibiste una citación, liquidación o notificación del SII? Cuéntanos tu caso y un abogado tributario revisa tu situación sin costo y te responde dentro de ${company.contactWithinHours} horas hábiles.`,
  faqs: [
    {
      question: '¿Cuánto tiempo tengo para responder una citación?',
      answer:
        'El Código Tributario (art. 63) da un mes desde la notificación para responder una citación, prorrogable por una vez hasta por un mes. Revisa la fecha exacta con un abogado.',
    },
    {
      question: '¿Y si ya recibí una liquidación?',
      answer:
        'Una liquidación puede reclamarse ante el Tribunal Tributario y Aduanero dentro de 90 días desde su notificación (art. 124 del Código Tributario). También puede pedirse una revisión administrativa.',
    },
    {
      question: '¿El diagnóstico tiene costo?',
      answer:
        'No. La revisión inicial es gratuita. Si decides que representemos tu respuesta o reclamo, te informamos el valor antes.',
    },
  ],
} as const satisfies IntakeMeta;
