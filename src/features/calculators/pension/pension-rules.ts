import type { LegalRule } from '../kit/legal-basis';

export const PENSION_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 3',
    law: 'Ley 14.908',
    summary:
      'Se presume que el padre o madre tiene los medios para pagar. La pensión mínima para un hijo es el 40% del ingreso mínimo remuneracional que corresponda a su edad, y el 30% por cada hijo si son dos o más. El juez puede rebajarla si se acredita falta de medios.',
  },
  {
    article: 'Art. 7',
    law: 'Ley 14.908',
    summary:
      'El tribunal no puede fijar una pensión superior al 50% de las rentas del alimentante.',
  },
  {
    article: 'Art. 6',
    law: 'Ley 14.908 (modificada por la Ley 21.389)',
    summary: 'El monto de la pensión se expresa en unidades tributarias mensuales (UTM).',
  },
];
