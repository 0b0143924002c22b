import type { LegalRule } from '../kit/legal-basis';

export const INDEMNIZACION_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 163',
    law: 'Código del Trabajo',
    summary:
      'Con un año o más de contrato terminado por el art. 161, 30 días de la última remuneración por cada año y fracción superior a seis meses, con un máximo de 330 días (11 años).',
  },
  {
    article: 'Art. 172',
    law: 'Código del Trabajo',
    summary:
      'La remuneración que se considera no puede exceder de 90 UF, según la UF del último día del mes anterior al pago.',
  },
  {
    article: 'Arts. 161 y 162',
    law: 'Código del Trabajo',
    summary:
      'Sin aviso escrito con 30 días de anticipación, se paga una indemnización igual a la última remuneración mensual.',
  },
  {
    article: 'Art. 168',
    law: 'Código del Trabajo',
    summary:
      'Si el tribunal declara injustificado el despido, la indemnización por años de servicio sube 30%, 50%, 80% o 100% según la causal invocada.',
  },
  {
    article: 'Arts. 67 y 73',
    law: 'Código del Trabajo',
    summary:
      'Al terminar el contrato se paga el feriado proporcional: 15 días hábiles por año, en proporción al tiempo trabajado desde el último aniversario.',
  },
  {
    article: 'Art. 69',
    law: 'Código del Trabajo',
    summary:
      'Para el feriado, el sábado es siempre inhábil, cualquiera sea la jornada: los sábados, domingos y feriados que caen entre los días hábiles del feriado proporcional también se pagan.',
  },
  {
    article: 'Art. 7° transitorio',
    law: 'Código del Trabajo',
    summary:
      'Los contratos iniciados antes del 14 de agosto de 1981 y vigentes al 1 de diciembre de 1990 no tienen el tope de 11 años.',
  },
];
