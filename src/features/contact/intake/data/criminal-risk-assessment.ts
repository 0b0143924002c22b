import type { IntakeDefinition } from '../intake';
import { CRIMINAL_RISK_ASSESSMENT_META } from './criminal-risk-assessment.meta';

/** Free criminal risk assessment for companies and their managers: what happened and how exposed they are. */
export const CRIMINAL_RISK_ASSESSMENT: IntakeDefinition = {
  ...CRIMINAL_RISK_ASSESSMENT_META,
  servicio: 'Evaluación de riesgo penal',
  intro:
    'Desde la Ley 21.595 de Delitos Económicos (2023), más conductas de empresas y de sus ejecutivos pueden ser delito, y las personas jurídicas responden penalmente según la Ley 20.393. Cuéntanos tu situación y un abogado evalúa tu exposición sin costo.',
  forWhom: [
    'Gerentes, directores y ejecutivos que quieren saber si una operación los expone.',
    'Empresas que detectaron una irregularidad interna (fraude, cohecho, apropiación).',
    'Empresas que recibieron una querella, una denuncia o un requerimiento de la Fiscalía.',
  ],
  covers: [
    'Qué figuras penales podrían estar en juego en tu caso.',
    'Si la empresa podría responder y qué la protege (un modelo de prevención de delitos).',
    'Qué medidas tomar ahora: resguardar documentos, investigar internamente, denunciar.',
  ],
  questions: [
    {
      id: 'quien',
      label: '¿A quién afecta?',
      kind: 'choice',
      required: true,
      options: ['A la empresa', 'A mí como ejecutivo o director', 'A ambos'],
    },
    {
      id: 'etapa',
      label: '¿En qué punto está?',
      kind: 'choice',
      required: true,
      options: [
        'Es preventivo: aún no pasa nada',
        'Detectamos una irregularidad interna',
        'Hay una denuncia o querella',
        'Hay una investigación de la Fiscalía',
      ],
    },
    {
      id: 'modelo',
      label: '¿La empresa tiene un modelo de prevención de delitos?',
      kind: 'choice',
      options: ['Sí, certificado', 'Sí, sin certificar', 'No', 'No lo sé'],
    },
    {
      id: 'rubro',
      label: 'Rubro y tamaño de la empresa',
      kind: 'text',
      hint: 'Por ejemplo: construcción, 120 trabajadores.',
    },
  ],
  detailLabel: 'Describe la situación',
  detailHint:
    'Qué ocurrió o qué operación te preocupa, quiénes participan y desde cuándo. Lo que nos cuentas es confidencial.',
  nextSteps: [
    'Un abogado penalista económico lee tus respuestas.',
    'Si hay una investigación en curso, te contacta primero por teléfono.',
    'Te explica qué riesgos ve y qué medidas urgentes convienen.',
    'Si necesitas una asesoría o defensa, te propone alcance y valor antes de contratar.',
  ],
  followUp: {
    plan: 'penal-economico',
    why: 'Para revisar documentos y definir una estrategia, agenda una consulta de penal económico.',
  },
};
