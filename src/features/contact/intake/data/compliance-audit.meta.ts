import { company } from '@/content/company';
import type { IntakeMeta } from '../intake-meta';

export const COMPLIANCE_AUDIT_META = {
  path: '/auditoria-compliance',
  title: 'Auditoría de compliance',
  seoTitle: 'Auditoría de compliance gratuita: diagnóstico inicial para tu empresa',
  description: `Diagnóstico inicial gratuito del cumplimiento normativo de tu empresa: prevención de delitos, protección de datos y normativa laboral. Te respondemos dentro de ${company.contactWithinHours} horas hábiles.`,
  faqs: [
    {
      question: '¿Qué es un modelo de prevención de delitos?',
      answer:
        'Es el conjunto de políticas, controles, un encargado de prevención y un canal de denuncias que exige la Ley 20.393 para que una empresa pueda eximirse de responsabilidad penal.',
    },
    {
      question: '¿El diagnóstico inicial tiene costo?',
      answer:
        'No. El diagnóstico inicial es gratuito. Una auditoría completa o la implementación de un modelo se cotizan antes de contratar.',
    },
    {
      question: '¿Cuánto demora?',
      answer: `Te contactamos dentro de ${company.contactWithinHours} horas hábiles para coordinar; el diagnóstico inicial se entrega tras una reunión y la revisión de tus documentos.`,
    },
  ],
} as const satisfies IntakeMeta;
