import type { ComponentType } from 'react';
import { CALCULATOR_ROUTES } from './calculator-routes';

/**
 * Every page of the site. Each page is its own lazily loaded module, named by its source path,
 * so the build can tell which chunk a route needs (the prerenderer preloads it in the HTML).
 *
 * - prerender: rendered to static HTML at build time and hydrated (public pages);
 * - client: served the empty SPA shell and rendered in the browser (booking, payment, account,
 *   admin: pages that depend on the visitor or on data).
 *
 * A prerendered path with a parameter (/blog/:slug) is rendered once per value that
 * src/app/prerender-paths.ts lists.
 */
export type RenderMode = 'prerender' | 'client';

export interface RouteDefinition {
  path: string;
  /** Source path of the page module, as in Vite's manifest: src/features/x/pages/y-page.tsx */
  page: string;
  render: RenderMode;
  /** Listed in sitemap.xml. Defaults to true for prerendered pages; aliases and test pages opt out. */
  sitemap?: boolean;
  /**
   * The page reads or writes data. The browser starts the backend while the page's code loads,
   * instead of after it renders: on a repeat visit that is about a third of the wait.
   */
  data?: boolean;
}

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', page: 'src/features/marketing/pages/home-page.tsx', render: 'prerender' },
  {
    path: '/servicios',
    page: 'src/features/marketing/pages/services-page.tsx',
    render: 'prerender',
  },
  { path: '/laboral', page: 'src/features/practice/pages/laboral-page.tsx', render: 'prerender' },
  { path: '/familia', page: 'src/features/practice/pages/familia-page.tsx', render: 'prerender' },
  {
    path: '/herencias',
    page: 'src/features/practice/pages/herencias-page.tsx',
    render: 'prerender',
  },
  {
    path: '/corporativo',
    page: 'src/features/practice/pages/corporativo-page.tsx',
    render: 'prerender',
  },
  {
    path: '/contratos-express',
    page: 'src/features/practice/pages/contratos-express-page.tsx',
    render: 'prerender',
  },
  {
    path: '/marcas-patentes',
    page: 'src/features/practice/pages/marcas-patentes-page.tsx',
    render: 'prerender',
  },
  {
    path: '/sociedades-express',
    page: 'src/features/practice/pages/sociedades-express-page.tsx',
    render: 'prerender',
  },
  {
    path: '/proteccion-datos',
    page: 'src/features/practice/pages/proteccion-datos-page.tsx',
    render: 'prerender',
  },
  {
    path: '/ecommerce-compliance',
    page: 'src/features/practice/pages/ecommerce-compliance-page.tsx',
    render: 'prerender',
  },
  {
    path: '/reclamos-sernac',
    page: 'src/features/practice/pages/reclamos-sernac-page.tsx',
    render: 'prerender',
  },
  {
    path: '/tributario',
    page: 'src/features/practice/pages/tributario-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/laboral',
    page: 'src/features/practice/pages/servicios-laboral-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/familia',
    page: 'src/features/practice/pages/servicios-familia-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/corporativo',
    page: 'src/features/marketing/pages/servicios-corporativo-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/digital',
    page: 'src/features/marketing/pages/servicios-digital-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/inmobiliario',
    page: 'src/features/marketing/pages/servicios-inmobiliario-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/premium',
    page: 'src/features/marketing/pages/servicios-premium-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/civil',
    page: 'src/features/marketing/pages/civil-landing-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/penal',
    page: 'src/features/marketing/pages/penal-landing-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/tributario',
    page: 'src/features/marketing/pages/tributario-landing-page.tsx',
    render: 'prerender',
  },
  {
    path: '/servicios/penal-economico',
    page: 'src/features/marketing/pages/penal-economico-landing-page.tsx',
    render: 'prerender',
  },
  { path: '/urgente', page: 'src/features/urgent/pages/urgent-page.tsx', render: 'prerender' },
  { path: '/terminos', page: 'src/features/legal/pages/terms-page.tsx', render: 'prerender' },
  { path: '/privacidad', page: 'src/features/legal/pages/privacy-page.tsx', render: 'prerender' },
  {
    path: '/aviso-legal',
    page: 'src/features/legal/pages/legal-notice-page.tsx',
    render: 'prerender',
  },
  // English addresses of the same documents; their canonical URL is the Spanish one.
  {
    path: '/terms-of-service',
    page: 'src/features/legal/pages/terms-page.tsx',
    render: 'prerender',
    sitemap: false,
  },
  {
    path: '/privacy-policy',
    page: 'src/features/legal/pages/privacy-page.tsx',
    render: 'prerender',
    sitemap: false,
  },
  { path: '/contacto', page: 'src/features/contact/pages/contact-page.tsx', render: 'prerender' },
  {
    path: '/consulta-gratuita-penal',
    page: 'src/features/contact/pages/criminal-intake-page.tsx',
    render: 'prerender',
  },
  {
    path: '/diagnostico-fiscal-gratuito',
    page: 'src/features/contact/pages/tax-intake-page.tsx',
    render: 'prerender',
  },
  {
    path: '/evaluacion-riesgo-penal',
    page: 'src/features/contact/pages/criminal-risk-intake-page.tsx',
    render: 'prerender',
  },
  {
    path: '/auditoria-compliance',
    page: 'src/features/contact/pages/compliance-intake-page.tsx',
    render: 'prerender',
  },
  {
    path: '/asistencia/chat',
    page: 'src/features/support/pages/chat-help-page.tsx',
    render: 'prerender',
  },
  {
    path: '/asistencia/video',
    page: 'src/features/support/pages/video-help-page.tsx',
    render: 'prerender',
  },
  {
    path: '/recursos/guias',
    page: 'src/features/resources/pages/guides-page.tsx',
    render: 'prerender',
  },
  {
    path: '/recursos/plantillas',
    page: 'src/features/resources/pages/templates-page.tsx',
    render: 'prerender',
  },
  { path: '/blog', page: 'src/features/blog/pages/blog-page.tsx', render: 'prerender' },
  {
    path: '/blog/categoria/:categoria',
    page: 'src/features/blog/pages/blog-page.tsx',
    render: 'prerender',
  },
  { path: '/blog/:slug', page: 'src/features/blog/pages/article-page.tsx', render: 'prerender' },
  ...CALCULATOR_ROUTES,
  { path: '/test', page: 'src/app/pages/test-page.tsx', render: 'client' },
  { path: '/auth', page: 'src/features/auth/pages/auth-page.tsx', render: 'client', data: true },
  // The unsubscribe link of every newsletter send: one click ends the subscription.
  {
    path: '/newsletter/baja',
    page: 'src/features/newsletter/pages/unsubscribe-page.tsx',
    render: 'client',
    data: true,
  },
  { path: '/admin', page: 'src/features/admin/pages/admin-page.tsx', render: 'client', data: true },
  {
    path: '/agendamiento',
    page: 'src/features/booking/pages/booking-page.tsx',
    // Prerendered: step 1 is on screen before any JavaScript; the query and the stored draft
    // apply once hydrated (useHydrated).
    render: 'prerender',
    sitemap: false,
  },
  {
    path: '/payment/:serviceId',
    page: 'src/features/booking/pages/service-payment-page.tsx',
    render: 'client',
  },
  // Both read the booking's payment state from the database: the backend starts with them.
  {
    path: '/pago',
    page: 'src/features/payment/pages/payment-page.tsx',
    render: 'client',
    data: true,
  },
  {
    path: '/payment-success',
    page: 'src/features/payment/pages/payment-success-page.tsx',
    render: 'client',
    data: true,
  },
  {
    path: '/payment-success/:serviceId',
    page: 'src/features/payment/pages/payment-success-page.tsx',
    render: 'client',
    data: true,
  },
  { path: '/panel', page: 'src/features/staff/pages/panel-page.tsx', render: 'client', data: true },
  {
    path: '/herramientas/consulta-casos',
    page: 'src/features/account/pages/case-lookup-page.tsx',
    // No early backend start: it starts only for a signed-in visitor (see the page).
    render: 'client',
  },
  {
    path: '/mi-cuenta',
    page: 'src/features/account/pages/account-page.tsx',
    render: 'client',
    data: true,
  },
  // The reschedule link of a booking (its secret in ?token=): private, never prerendered.
  {
    path: '/reserva/gestionar',
    page: 'src/features/account/pages/manage-booking-page.tsx',
    render: 'client',
    data: true,
  },
  {
    path: '/privacidad/solicitud',
    page: 'src/features/legal/pages/rights-request-page.tsx',
    render: 'client',
    data: true,
  },
  {
    path: '/privacidad/solicitud/estado',
    page: 'src/features/legal/pages/rights-request-status-page.tsx',
    render: 'client',
    data: true,
  },
];

export const NOT_FOUND_PAGE = 'src/app/pages/not-found-page.tsx';

export type PageModule = { default: ComponentType };

export function inSitemap(route: RouteDefinition): boolean {
  return route.render === 'prerender' && route.sitemap !== false;
}
