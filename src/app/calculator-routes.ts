import type { RouteDefinition } from './route-table';

const CALCULATOR_PAGE = 'src/features/calculators/pages/calculator-page.tsx';

/**
 * The calculators and tools share one page module, which finds each page's content by its path
 * (calculator-pages.ts), so a new calculator costs the entry script a path, not a module.
 */
const CALCULATOR_PATHS = [
  '/calculadoras/indemnizacion',
  '/calculadoras/pension',
  '/calculadoras/herencia',
  '/calculadoras/propiedades',
  '/calculadoras/sociedades',
  '/calculadoras/honorarios',
  '/calculadora-cobranza',
  '/calculadora-impuestos',
  '/herramientas/verificar-empresa',
  '/herramientas/contratos',
  '/generador-contratos-inmobiliarios',
  '/generador-terminos',
];

/** Older addresses the site still links to; each page names its /calculadoras/ path canonical. */
const CALCULATOR_ALIASES = [
  '/calculadora-indemnizacion',
  '/calculadora-propiedades',
  '/calculadora-sociedades',
];

export const CALCULATOR_ROUTES: RouteDefinition[] = [
  ...CALCULATOR_PATHS.map((path) => ({
    path,
    page: CALCULATOR_PAGE,
    render: 'prerender' as const,
  })),
  ...CALCULATOR_ALIASES.map((path) => ({
    path,
    page: CALCULATOR_PAGE,
    render: 'prerender' as const,
    sitemap: false,
  })),
];
