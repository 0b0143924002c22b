import { act } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setMediaEnvironment } from '@/test/match-media';
import { AppShell } from './app-shell';

const sideMenu = vi.hoisted(() => ({ renders: 0 }));

vi.mock('@/components/layout/side-menu', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/layout/side-menu')>();
  return {
    ...original,
    SideMenu: (props: ComponentProps<typeof original.SideMenu>) => {
      sideMenu.renders += 1;
      return original.SideMenu(props);
    },
  };
});

// The newsletter form is an island whose prerendered HTML this test cannot produce in one pass.
vi.mock('@/components/newsletter/newsletter-island', () => ({ NewsletterIsland: () => null }));

const page = (
  <MemoryRouter initialEntries={['/terminos']}>
    <AppShell>
      <h1>Contenido de la página</h1>
    </AppShell>
  </MemoryRouter>
);

describe('adopting the prerendered frame', () => {
  it('renders the side menu once on a phone, without a second pass after hydration', async () => {
    setMediaEnvironment({ width: 390 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    sideMenu.renders = 0;
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    // Flushes the hydration and every update its effects schedule.
    await act(() => {
      root = hydrateRoot(container, page);
      return Promise.resolve();
    });
    expect(sideMenu.renders).toBe(1);
    expect(errors.mock.calls).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
