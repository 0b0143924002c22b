import { company } from '@/content/company';
import type { IntakeMeta } from '../intake-meta';

export const CRIMINAL_CONSULTATION_META = {
  path: '/consulta-gratuita-penal',
  title: 'Consulta gratuita penal',
  seoTitle: 'Consulta penal gratuita: revisión de tu caso por un abogado',
  description: `Cuéntanos tu situación penal (citación, detención, formalización o querella) y un abogado penalista revisa tu caso sin costo y te responde dentro de ${company.contactWithinHours} horas hábiles.`,
  faqs: [
    {
      question: '¿Debo declarar si me citan?',
      answer:
        'Como imputado tienes derecho a guardar silencio y a declarar con tu abogado presente. Si te citan como testigo, en general debes comparecer. Antes de ir, revisa con un abogado en qué calidad te citan.',
    },
    {
      question: '¿Qué pasa si detienen a un familiar?',
      answer:
        'La persona detenida debe ser puesta a disposición del juez de garantía dentro de 24 horas, en la audiencia de control de detención. Si es urgente, agenda la consulta de emergencia 24/7.',
    },
    {
      question: '¿La consulta es realmente gratuita?',
      answer:
        'Sí. La revisión de tu caso y la primera orientación no tienen costo. Si después necesitas defensa o querella, te decimos el valor antes de contratar.',
    },
  ],
} as const satisfies IntakeMeta;
