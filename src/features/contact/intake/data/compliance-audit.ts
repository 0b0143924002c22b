import type { IntakeDefinition } from '../intake';
import { COMPLIANCE_AUDIT_META } from './compliance-audit.meta';

/** Free compliance audit request: the company, what it already has and what worries it. */
export const COMPLIANCE_AUDIT: IntakeDefinition = {
  ...COMPLIANCE_AUDIT_META,
  servicio: 'Auditoría de compliance',
  intro:
    'Un diagnóstico de compliance muestra qué obligaciones aplican a tu empresa y dónde están las brechas. Cuéntanos cómo es tu empresa y qué tienes hoy; un abogado prepara un diagnóstico inicial sin costo.',
  forWhom: [
    'Empresas que deben adoptar o actualizar su modelo de prevención de delitos (Ley 20.393).',
    'Empresas que tratan datos personales de clientes o trabajadores.',
    'Empresas que se preparan para una inversión, una licitación o una auditoría externa.',
  ],
  covers: [
    'Qué normas de cumplimiento aplican a tu empresa según su rubro y tamaño.',
    'Qué tienes y qué falta: políticas, canal de denuncias, encargado de prevención.',
    'Qué priorizar, y el alcance y valor de una auditoría completa si la necesitas.',
  ],
  questions: [
    {
      id: 'tamano',
      label: 'Tamaño de la empresa',
      kind: 'choice',
      required: true,
      options: [
        'Hasta 10 trabajadores',
        'De 11 a 50 trabajadores',
        'De 51 a 200 trabajadores',
        'Más de 200 trabajadores',
      ],
    },
    {
      id: 'rubro',
      label: 'Rubro',
      kind: 'text',
      required: true,
      hint: 'Por ejemplo: comercio electrónico, salud, construcción.',
    },
    {
      id: 'tiene',
      label: '¿Qué tienen hoy?',
      kind: 'choice',
      required: true,
      options: [
        'Nada formal',
        'Algunas políticas, sin modelo de prevención',
        'Modelo de prevención sin certificar',
        'Modelo de prevención certificado',
      ],
    },
    {
      id: 'prioridad',
      label: '¿Qué te preocupa más?',
      kind: 'choice',
      options: [
        'Prevención de delitos',
        'Protección de datos personales',
        'Cumplimiento laboral',
        'Una licitación, inversión o auditoría próxima',
      ],
    },
  ],
  detailLabel: 'Cuéntanos más',
  detailHint:
    'Qué motiva la auditoría ahora y cualquier plazo que tengas (una licitación, un cierre).',
  nextSteps: [
    'Un abogado de compliance lee tus respuestas.',
    'Te contacta para coordinar una reunión corta y pedirte los documentos que tengas.',
    'Te entrega un diagnóstico inicial con las brechas y qué priorizar.',
    'Si necesitas una auditoría completa o implementar un modelo, te indica alcance y valor.',
  ],
  followUp: {
    plan: 'compliance-riesgo',
    why: 'Para revisar tus políticas y riesgos con un abogado, agenda una consulta de compliance.',
  },
};
