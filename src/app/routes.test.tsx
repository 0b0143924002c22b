import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app';
import { pageForPath, routeForPath } from './match-route';
import { pageLoader } from './page-loaders';
import { CALCULATOR_PAGES } from '@/features/calculators/pages/calculator-pages';
import { inSitemap, NOT_FOUND_PAGE, ROUTES } from './route-table';
import { PRACTICE_PAGES } from '@/content/practice';

function renderApp(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>,
  );
}

describe('route table', () => {
  it.each(ROUTES.map((route) => [route.path, route.page]))(
    '%s has a page module with a default component',
    async (_path, page) => {
      const module = await pageLoader(page)();
      expect(typeof module.default).toBe('function');
    },
  );

  it('serves every calculator page, and an alias only as an unlisted copy of its canonical page', () => {
    const calculatorRoutes = ROUTES.filter((route) => route.page.endsWith('/calculator-page.tsx'));
    expect(calculatorRoutes.map((route) => route.path).sort()).toEqual(
      Object.keys(CALCULATOR_PAGES).sort(),
    );
    for (const route of calculatorRoutes) {
      const canonical = CALCULATOR_PAGES[route.path]?.path;
      expect(inSitemap(route), route.path).toBe(canonical === route.path);
    }
  });

  it('serves each practice page from its content, and has content for each practice route', () => {
    const routes = ROUTES.filter((route) => route.page.startsWith('src/features/practice/pages/'));
    expect(PRACTICE_PAGES.map((page) => page.path).sort()).toEqual(
      routes.map((route) => route.path).sort(),
    );
    expect(routes.length).toBeGreaterThan(0);
  });

  it('matches paths to their pages, and unknown paths to the not-found page', () => {
    expect(pageForPath('/terminos')).toBe('src/features/legal/pages/terms-page.tsx');
    expect(pageForPath('/terminos/')).toBe('src/features/legal/pages/terms-page.tsx');
    expect(pageForPath('/no/existe')).toBe(NOT_FOUND_PAGE);
  });

  it('starts the backend early only for client pages that need data, never for public pages', () => {
    expect(ROUTES.filter((route) => route.data).every((route) => route.render === 'client')).toBe(
      true,
    );
    expect(routeForPath('/auth')?.data).toBe(true);
    expect(routeForPath('/admin')?.data).toBe(true);
    expect(routeForPath('/newsletter/baja')).toMatchObject({ render: 'client', data: true });
    expect(routeForPath('/reserva/gestionar')).toMatchObject({ render: 'client', data: true });
    expect(routeForPath('/')?.data).toBeUndefined();
  });

  it('lists canonical public pages in the sitemap, not aliases or client pages', () => {
    const listed = ROUTES.filter(inSitemap).map((r) => r.path);
    expect(listed).toEqual(
      expect.arrayContaining([
        '/',
        '/servicios',
        '/terminos',
        '/privacidad',
        '/aviso-legal',
        '/laboral',
        '/servicios/familia',
      ]),
    );
    for (const path of [
      '/terms-of-service',
      '/privacy-policy',
      '/test',
      '/agendamiento',
      '/pago',
      '/admin',
      '/reserva/gestionar',
    ])
      expect(listed).not.toContain(path);
  });

  it.each([
    ['/', /Asesoría legal clara/],
    ['/servicios', /Servicios legales y precios/],
    ['/terminos', /Términos y condiciones/],
    ['/terms-of-service', /Términos y condiciones/],
    ['/privacidad', /Política de privacidad/],
    ['/privacy-policy', /Política de privacidad/],
    ['/aviso-legal', /Aviso legal/],
    ['/laboral', /Abogado laboral/],
    ['/servicios/familia', /Derecho de familia/],
    ['/test', /Página de prueba/],
    ['/no/existe', /Oops! Page not found/],
  ])('renders %s', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('titles the page and points alias pages to their canonical address', async () => {
    renderApp('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' });
    expect(document.title).toBe('Términos y condiciones | Punto Legal');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://puntolegal.cl/terminos',
    );
  });
});
