import type { LegalRule } from '../kit/legal-basis';

export const COBRANZA_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 37',
    law: 'Ley 19.496',
    summary:
      'En deudas de consumo, los gastos de cobranza extrajudicial que se cobran al consumidor tienen topes, en porcentajes que dependen del monto adeudado, y solo pueden cobrarse después de 20 días de atraso.',
  },
  {
    article: 'Art. 139',
    law: 'Código de Procedimiento Civil',
    summary:
      'Las costas procesales (los gastos del juicio) las tasa el secretario del tribunal; las costas personales (los honorarios de abogados y otros profesionales) las fija siempre el tribunal.',
  },
  {
    article: 'Art. 144',
    law: 'Código de Procedimiento Civil',
    summary:
      'La parte que pierde totalmente un juicio es condenada en costas, salvo que el tribunal estime que tuvo motivos plausibles para litigar.',
  },
];
