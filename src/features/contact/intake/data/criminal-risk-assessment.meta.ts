import { company } from '@/content/company';
import type { IntakeMeta } from '../intake-meta';

export const CRIMINAL_RISK_ASSESSMENT_META = {
  path: '/evaluacion-riesgo-penal',
  title: 'Evaluación de riesgo penal',
  seoTitle: 'Evaluación de riesgo penal gratuita para empresas y ejecutivos',
  description: `Evaluamos sin costo el riesgo penal de tu empresa o de tu cargo ante la Ley de Delitos Económicos. Un abogado penalista te responde dentro de ${company.contactWithinHours} horas hábiles.`,
  faqs: [
    {
      question: '¿Una empresa puede ser condenada penalmente?',
      answer:
        'Sí. La Ley 20.393, ampliada por la Ley 21.595 de Delitos Económicos, hace responsables a las personas jurídicas por ciertos delitos cometidos en su beneficio cuando no tenían un modelo de prevención adecuado.',
    },
    {
      question: '¿La evaluación es confidencial?',
      answer: 'Sí. Lo que nos cuentas queda protegido por el secreto profesional del abogado.',
    },
    {
      question: '¿Tiene costo?',
      answer:
        'La evaluación inicial es gratuita. Si necesitas una asesoría o una defensa, te informamos su valor antes de contratar.',
    },
  ],
} as const satisfies IntakeMeta;
