import type { IntakeDefinition } from '../intake';
import { TAX_DIAGNOSIS_META } from './tax-diagnosis.meta';

/** Free tax diagnosis: who the taxpayer is, what the SII sent and by when to answer. */
export const TAX_DIAGNOSIS: IntakeDefinition = {
  ...TAX_DIAGNOSIS_META,
  servicio: 'Diagnóstico fiscal gratuito',
  intro:
    'Una notificación del SII tiene plazos que corren desde el día en que se notifica. Responde estas preguntas y un abogado tributario revisa qué significa, cuánto tiempo tienes y cómo responder.',
  forWhom: [
    'Personas y empresas que recibieron una citación, liquidación o giro del SII.',
    'Contribuyentes con diferencias en su declaración de renta (F22) o de IVA (F29).',
    'Pymes que dudan de su régimen tributario.',
  ],
  covers: [
    'Qué tipo de actuación del SII es y qué plazo corre.',
    'Qué antecedentes reunir para responder.',
    'Si conviene responder, rectificar o reclamar, y el costo de hacerlo con nosotros.',
  ],
  questions: [
    {
      id: 'contribuyente',
      label: 'Tipo de contribuyente',
      kind: 'choice',
      required: true,
      options: [
        'Persona natural con sueldo u honorarios',
        'Persona natural con negocio o inversiones',
        'Empresa en régimen Pro Pyme',
        'Empresa en régimen general',
        'No lo sé',
      ],
    },
    {
      id: 'aviso',
      label: '¿Qué recibiste del SII?',
      kind: 'choice',
      required: true,
      options: [
        'Citación',
        'Liquidación o giro',
        'Notificación de diferencias en F22 o F29',
        'Requerimiento de antecedentes',
        'Nada aún: quiero revisar mi situación',
      ],
    },
    {
      id: 'notificacion',
      label: 'Fecha de notificación',
      kind: 'date',
      hint: 'El día en que te notificaron: los plazos se cuentan desde ahí.',
    },
    {
      id: 'plazo',
      label: 'Plazo que indica el documento',
      kind: 'date',
      hint: 'Si el documento fija una fecha para responder o presentarte.',
    },
  ],
  detailLabel: 'Cuéntanos tu situación',
  detailHint:
    'Qué dice el documento, a qué años o períodos se refiere y cualquier monto que mencione. No adjuntes claves del SII.',
  nextSteps: [
    'Un abogado tributario lee tus respuestas.',
    'Si el plazo vence en los próximos días, te contacta primero por teléfono.',
    'Te explica qué actuación es, qué plazo tienes y qué antecedentes reunir.',
    'Si conviene responder o reclamar con nosotros, te indica el valor antes de contratar.',
  ],
  followUp: {
    plan: 'tributario',
    why: 'Para revisar los documentos en detalle y preparar la respuesta, agenda una consulta tributaria.',
  },
};
