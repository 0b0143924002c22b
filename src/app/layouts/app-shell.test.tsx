import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/test/render-app';
import { setMediaEnvironment } from '@/test/match-media';
import { AppShell } from './app-shell';

function renderShell(url = '/terminos') {
  return renderWithRouter(
    <AppShell>
      <h1>Contenido de la página</h1>
    </AppShell>,
    url,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });
const location = () => screen.getByTestId('location').textContent;

describe('side menu', () => {
  it('is a sidebar from 1024 px, hidden with the top-bar toggle', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Ocultar menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('lg:visible');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Mostrar menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(menu()).toHaveClass('lg:invisible');
  });

  it('opens as a drawer below 1024 px, locking the page behind it', async () => {
    setMediaEnvironment({ width: 800 });
    const user = userEvent.setup();
    renderShell();
    expect(menu()).toHaveClass('invisible');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(menu()).toHaveClass('visible');
    expect(document.documentElement).toHaveClass('menu-open');
    expect(
      screen.getByRole('heading', { name: 'Contenido de la página' }).closest('[inert]'),
    ).not.toBeNull();
    expect(menu()).toHaveFocus();
  });

  it('closes the drawer with Escape and returns focus to its button', async () => {
    setMediaEnvironment({ width: 800 });
    const user = userEvent.setup();
    renderShell();
    const open = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(menu()).toHaveClass('invisible');
    expect(document.documentElement).not.toHaveClass('menu-open');
    expect(open).toHaveFocus();
  });

  it('closes the drawer when a link is followed', async () => {
    setMediaEnvironment({ width: 800 });
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(within(menu()).getByRole('link', { name: /Derecho laboral/ }));
    expect(location()).toBe('/laboral');
    expect(menu()).toHaveClass('invisible');
    expect(document.documentElement).not.toHaveClass('menu-open');
  });

  it('closes the drawer when the window grows to the desktop layout', async () => {
    setMediaEnvironment({ width: 800 });
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    act(() => setMediaEnvironment({ width: 1280 }));
    expect(document.documentElement).not.toHaveClass('menu-open');
    expect(menu()).toHaveClass('invisible');
  });

  it('shows the badges, the emergency offer and the firm figures', () => {
    renderShell();
    const nav = within(menu());
    for (const badge of [
      'Popular',
      'Urgente',
      'Especializado',
      'Nuevo',
      'En línea',
      'Respuesta en 5 min',
      '4 nuevos',
    ]) {
      expect(nav.getByText(badge)).toBeInTheDocument();
    }
    expect(nav.getByRole('heading', { name: 'Consulta de emergencia' })).toBeInTheDocument();
    expect(nav.getByText('$100.000')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Agendar emergencia' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=emergencia',
    );
    expect(nav.getByText('+10')).toBeInTheDocument();
    expect(nav.getByText(/^Según registros del estudio al /)).toBeInTheDocument();
    expect(nav.queryByText('casos ganados')).not.toBeInTheDocument();
  });
});

describe('quick search', () => {
  const topBar = () => {
    const bar = screen.getAllByRole('banner').at(-1);
    if (!bar) throw new Error('no top bar');
    return within(bar);
  };
  const openSearch = async (user: ReturnType<typeof userEvent.setup>) => {
    const button = topBar().getByRole('button', { name: 'Buscar' });
    await user.click(button);
    return button;
  };

  it('searches the blog with Enter', async () => {
    const user = userEvent.setup();
    renderShell();
    await openSearch(user);
    const input = topBar().getByRole('searchbox', { name: 'Buscar en el blog' });
    expect(input).toHaveFocus();
    await user.type(input, 'despido injustificado{Enter}');
    expect(location()).toBe('/blog?q=despido%20injustificado');
    expect(topBar().queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('closes with Escape, returns focus and keeps the text', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = await openSearch(user);
    await user.type(topBar().getByRole('searchbox'), 'pensión');
    await user.keyboard('{Escape}');
    expect(topBar().queryByRole('searchbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(location()).toBe('/terminos');
    await openSearch(user);
    expect(topBar().getByRole('searchbox')).toHaveValue('pensión');
  });

  it('is a plain field in the mobile menu, which closes when the search starts', async () => {
    setMediaEnvironment({ width: 800 });
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.type(
      within(menu()).getByRole('searchbox', { name: 'Buscar en el blog' }),
      'herencia{Enter}',
    );
    expect(location()).toBe('/blog?q=herencia');
    expect(document.documentElement).not.toHaveClass('menu-open');
  });
});

describe('services dropdown', () => {
  it('lists the practice areas and closes with Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: 'Servicios' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ver todos los servicios y precios' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('theme and accessibility', () => {
  it('toggles and remembers the dark theme', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getAllByRole('button', { name: 'Modo oscuro' }).at(-1);
    if (!toggle) throw new Error('no theme toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
  });

  it('follows the system theme until one is chosen', () => {
    setMediaEnvironment({ prefersDark: true });
    renderShell();
    expect(screen.getAllByRole('button', { name: 'Modo oscuro' }).at(-1)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes contrast, text size and motion from the accessibility panel', async () => {
    const user = userEvent.setup();
    renderShell();
    const opener = screen.getAllByRole('button', { name: 'Accesibilidad' }).at(-1);
    if (!opener) throw new Error('no accessibility button');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Accesibilidad' });
    await user.click(within(dialog).getByRole('switch', { name: 'Alto contraste' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Grande' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Reducir movimiento' }));
    expect(document.documentElement).toHaveClass('high-contrast', 'font-large', 'reduce-motion');
    expect(JSON.parse(localStorage.getItem('accessibility') ?? '{}')).toEqual({
      highContrast: true,
      fontSize: 'large',
      reducedMotion: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer valores' }));
    expect(document.documentElement).not.toHaveClass('high-contrast');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('page chrome', () => {
  it('offers skip links to the content and the menu', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    );
    expect(screen.getByRole('link', { name: 'Saltar al menú' })).toHaveAttribute(
      'href',
      '#menu-lateral',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });

  it('shows the scroll-to-top button after 300 px and scrolls up', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell();
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    act(() => {
      window.scrollY = 301;
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => {
      window.scrollY = 0;
    });
  });

  it('scrolls to the top and focuses the content on each page change', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Política de privacidad' }));
    expect(location()).toBe('/privacidad');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes back to where the reader was, even when the last scroll had not been reported', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell('/terminos');
    // Scrolled, but the scroll event (one per frame) has not come before the click.
    window.scrollY = 900;
    await user.click(screen.getByRole('link', { name: 'Política de privacidad' }));
    expect(location()).toBe('/privacidad');
    window.scrollY = 0;
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/terminos');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('shows a back button on inner pages of the mobile layout only', () => {
    renderShell('/');
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('goes home from the back button when the visit started on this page', async () => {
    const user = userEvent.setup();
    renderShell('/terminos');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/');
  });

  it('links the booking buttons of both bars to a general consultation', () => {
    renderShell();
    const links = screen.getAllByRole('link', { name: 'Agendar consulta' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/agendamiento?plan=general');
  });

  it('leaves the booking bar out of the staff screens, where it would sit on row buttons', () => {
    renderShell('/admin');
    expect(screen.getAllByRole('link', { name: 'Agendar consulta' })).toHaveLength(1);
  });
});
