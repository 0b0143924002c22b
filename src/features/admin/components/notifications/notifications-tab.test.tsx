import { fakeBackend } from '@/test/fake-backend';
import { screen } from '@testing-library/react';
import { renderNotifications } from './render-notifications';
import { CONFIGURED, NO_NOTICES, webhookStatusOf } from './test-fixtures';

const backend = () =>
  fakeBackend({
    statistics: () =>
      Promise.resolve({
        totalUsuarios: 3,
        usuariosActivos: 3,
        totalReservas: 5,
        completadas: 0,
        noAsistio: 0,
        reagendadas: 0,
        notificaciones: NO_NOTICES,
      }),
    notificaciones: {
      list: () => Promise.resolve([]),
      failed: () => Promise.resolve([]),
      webhookStatus: webhookStatusOf(CONFIGURED),
    },
  });

describe('NotificationsTab sub-tabs', () => {
  it('opens the dashboard by default', async () => {
    renderNotifications(backend());
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', 'notificaciones-panel-dashboard');
    expect(panel).toHaveAttribute('aria-labelledby', 'notificaciones-tab-dashboard');
    expect(await screen.findByText('Sin ejecuciones')).toBeInTheDocument();
  });

  it('opens the sub-tab named in the URL', async () => {
    renderNotifications(backend(), { sub: 'configuracion' });
    expect(screen.getByRole('tab', { name: 'Configuración' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Datos de la empresa' })).toBeInTheDocument();
  });

  it('ignores an unknown sub-tab', () => {
    renderNotifications(backend(), { sub: 'otra' });
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen sub-tab in the URL next to the admin tab', async () => {
    const { user } = renderNotifications(backend());
    await user.click(screen.getByRole('tab', { name: 'Acciones' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin?tab=notificaciones&sub=acciones',
    );
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'notificaciones-panel-acciones');
    expect(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (0)' }),
    ).toBeDisabled();
  });

  it('moves between sub-tabs with the arrow keys', async () => {
    const { user } = renderNotifications(backend());
    screen.getByRole('tab', { name: 'Dashboard' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Configuración' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('sub=configuracion');
  });
});
