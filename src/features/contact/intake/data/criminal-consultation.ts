import type { IntakeDefinition } from '../intake';
import { CRIMINAL_CONSULTATION_META } from './criminal-consultation.meta';

/** Free first review of a criminal case: where the person stands in the proceedings, and when. */
export const CRIMINAL_CONSULTATION: IntakeDefinition = {
  ...CRIMINAL_CONSULTATION_META,
  servicio: 'Consulta gratuita penal',
  intro:
    'Si te citaron a declarar, te formalizaron, detuvieron a un familiar o quieres presentar una querella, lo primero es saber en qué etapa está el caso y qué plazo corre. Responde estas preguntas y un abogado penalista revisa tu situación sin costo.',
  forWhom: [
    'Personas citadas a declarar por la Fiscalía, la PDI o Carabineros.',
    'Quienes fueron formalizados o tienen una audiencia próxima en un juzgado de garantía.',
    'Familiares de una persona detenida.',
    'Víctimas que quieren denunciar o querellarse.',
  ],
  covers: [
    'Lectura de tu relato y de los documentos que menciones.',
    'Qué etapa del proceso es y qué plazos corren.',
    'Qué hacer (y qué no hacer) antes de la próxima diligencia o audiencia.',
    'Si conviene una defensa o una querella, y su valor, antes de contratar nada.',
  ],
  questions: [
    {
      id: 'situacion',
      label: '¿Cuál es tu situación?',
      kind: 'choice',
      required: true,
      options: [
        'Me citaron a declarar',
        'Estoy investigado o formalizado',
        'Estoy detenido o lo está un familiar',
        'Soy víctima y quiero denunciar o querellarme',
        'Otra',
      ],
    },
    {
      id: 'audiencia',
      label: 'Fecha de la próxima audiencia o citación',
      kind: 'date',
      hint: 'Si no hay una fijada, déjalo en blanco.',
    },
    {
      id: 'tribunal',
      label: 'Tribunal o fiscalía',
      kind: 'text',
      hint: 'Por ejemplo: 4° Juzgado de Garantía de Santiago, Fiscalía Local de Las Condes.',
    },
    {
      id: 'ruc',
      label: 'RUC o RIT de la causa',
      kind: 'text',
      hint: 'Aparece en la citación o en la resolución del tribunal.',
    },
  ],
  detailLabel: 'Cuéntanos qué pasó',
  detailHint:
    'Los hechos principales, en orden. No necesitas detalles técnicos; el abogado te preguntará lo que falte.',
  nextSteps: [
    'Un abogado penalista lee tus respuestas y tu relato.',
    'Si la audiencia o la citación es en los próximos días, te llama primero por teléfono.',
    'Te explica en qué etapa está el caso, qué plazos corren y qué conviene hacer.',
    'Si necesitas defensa o querella, te propone un plan y su valor antes de contratar.',
  ],
  followUp: {
    plan: 'defensa-esencial',
    why: 'Si el caso requiere representación en las audiencias, la defensa esencial cubre la etapa de investigación con acompañamiento.',
  },
};
