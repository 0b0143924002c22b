import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { CommunicationsSection } from './communications-section';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

type Newsletter = BackendPort['newsletter'];

function renderSection(newsletter: Partial<Newsletter>) {
  render(
    <DataWrapper backend={fakeBackend({ newsletter })}>
      <CommunicationsSection email="ana@ejemplo.cl" />
    </DataWrapper>,
  );
  return userEvent.setup();
}

const OPT_IN = /Quiero recibir novedades legales de Punto Legal por correo/;

describe('CommunicationsSection', () => {
  it('stops the newsletter in one click', async () => {
    let subscribed = true;
    const stopMine = vi.fn<Newsletter['stopMine']>(() => {
      subscribed = false;
      return Promise.resolve();
    });
    const user = renderSection({
      mine: () => Promise.resolve({ suscrito: subscribed }),
      stopMine,
    });
    expect(await screen.findByText(/ana@ejemplo.cl recibe el boletín/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir el boletín' }));
    expect(await screen.findByText('Listo: ya no recibirás el boletín.')).toBeVisible();
    expect(await screen.findByText(/no recibe el boletín/)).toBeVisible();
    expect(stopMine).toHaveBeenCalledOnce();
  });

  it('subscribes only with the opt-in ticked', async () => {
    const subscribe = vi.fn<Newsletter['subscribe']>(() =>
      Promise.resolve({ result: 'suscrito', tokenBaja: null }),
    );
    const user = renderSection({ mine: () => Promise.resolve({ suscrito: false }), subscribe });
    const box = await screen.findByRole('checkbox', { name: OPT_IN });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(screen.getByText(/marca la casilla/)).toBeVisible();
    expect(box).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(
      'ana@ejemplo.cl',
      PRIVACY_POLICY_VERSION.version,
    );
    expect(await screen.findByText('Listo: te suscribiste al boletín.')).toBeVisible();
  });
});
