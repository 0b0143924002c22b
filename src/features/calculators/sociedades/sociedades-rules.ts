import type { LegalRule } from '../kit/legal-basis';

export const SOCIEDADES_RULES: readonly LegalRule[] = [
  {
    article: 'Ley 20.659',
    law: '(Tu Empresa en un Día)',
    summary:
      'Crea el Registro de Empresas y Sociedades, electrónico, único, público y gratuito, donde se constituye una empresa con un formulario firmado con firma electrónica avanzada, propia o de un notario. Es optativo: el camino notarial sigue vigente.',
  },
  {
    article: 'Ley 20.494',
    law: '(2011)',
    summary:
      'La publicación del extracto de constitución en el Diario Oficial es gratuita si el capital no supera 5.000 UF, y cuesta 1 UF si lo supera.',
  },
  {
    article: 'Arts. 424 y siguientes',
    law: 'Código de Comercio',
    summary:
      'La sociedad por acciones puede constituirla una sola persona; la participación de cada accionista se representa en acciones.',
  },
  {
    article: 'Ley 3.918',
    law: '(sociedades de responsabilidad limitada)',
    summary:
      'Los socios responden hasta sus aportes o hasta la suma mayor que indiquen los estatutos, y no pueden ser más de 50.',
  },
  {
    article: 'Ley 19.857',
    law: '(empresas individuales de responsabilidad limitada)',
    summary:
      'Una persona natural puede formar una empresa con patrimonio propio, distinto del suyo; el titular responde solo hasta su aporte.',
  },
  {
    article: 'Ley 18.046',
    law: '(sociedades anónimas)',
    summary:
      'Los accionistas responden solo por sus aportes y la sociedad la administra un directorio.',
  },
];
