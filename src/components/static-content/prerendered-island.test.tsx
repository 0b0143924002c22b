import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/test/render-app';
import { PrerenderedIsland } from './prerendered-island';

function Body() {
  return <p>Contenido cargado</p>;
}

/** HTML as the prerenderer leaves it in the page, outside React's container. */
function serverHtml(html: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'previo';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('PrerenderedIsland', () => {
  it('adopts the prerendered HTML without downloading the content', () => {
    const server = serverHtml('<p>Texto del servidor</p>');
    const load = vi.fn(() => Promise.resolve({ default: Body }));
    renderWithRouter(<PrerenderedIsland id="previo" load={load} />);
    expect(screen.getAllByText('Texto del servidor')).not.toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    server.remove();
  });

  it('loads the content when there is no HTML to adopt (client navigation)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Body }));
    renderWithRouter(<PrerenderedIsland id="nuevo" load={load} />);
    expect(await screen.findByText('Contenido cargado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns clicks on links inside adopted HTML into in-app navigation', async () => {
    const user = userEvent.setup();
    const server = serverHtml('<a href="/privacidad">Privacidad</a>');
    renderWithRouter(
      <PrerenderedIsland id="previo" load={() => Promise.resolve({ default: Body })} />,
    );
    server.remove();
    await user.click(screen.getByRole('link', { name: 'Privacidad' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/privacidad');
  });
});
