import type { LegalRule } from '../kit/legal-basis';

export const COBRANZA_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 37',
    law: 'Ley 19.496',
    summary:
      'En los créditos de consumo, los gastos de cobranza extrajudicial que se cobran al deudor tienen topes porcentuales según el monto adeudado, y solo proceden después de 20 días de atraso.',
  },
  {
    article: 'Art. 5',
    law: 'DL 3.621 de 1981',
    summary:
      'No existe un arancel oficial de honorarios de abogados: se pactan libremente. Los de esta calculadora son los del plan Cobranza Express del estudio.',
  },
];
