import type { LegalRule } from '../kit/legal-basis';

export const HONORARIOS_RULES: readonly LegalRule[] = [
  {
    article: 'Art. 5',
    law: 'DL 3.621 de 1981',
    summary:
      'Los colegios profesionales ya no pueden fijar aranceles y los que existían quedaron sin efecto: no hay una tarifa oficial de honorarios. Si no hay acuerdo, el juez fija los honorarios en un procedimiento sumario.',
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
