import { fakeBackend } from '@/test/fake-backend';
import { screen } from '@testing-library/react';
import { COMPANY_SETTINGS } from '@/components/booking/notify-booking';
import { DEFAULT_NOTIFICATIONS_CONFIG, NOTIFICATIONS_CONFIG_KEY } from './notifications-config';
import { renderNotifications } from './render-notifications';

const backend = () => fakeBackend({ notificaciones: { failed: () => Promise.resolve([]) } });

const stored = (): unknown => JSON.parse(localStorage.getItem(NOTIFICATIONS_CONFIG_KEY) ?? 'null');

describe('Configuración', () => {
  it('shows the webhook URL masked', () => {
    renderNotifications(backend(), { sub: 'configuracion' });
    expect(screen.getByText('https://hook.us1.make.com/…1234')).toBeInTheDocument();
    expect(screen.queryByText(/abcdefghijklmnop/)).not.toBeInTheDocument();
  });

  it("says 'No configurada' without a URL", () => {
    renderNotifications(backend(), { sub: 'configuracion', url: null });
    expect(screen.getByText('No configurada')).toBeInTheDocument();
  });

  it('lists the company settings the payloads carry', () => {
    renderNotifications(backend(), { sub: 'configuracion' });
    expect(screen.getByText(COMPANY_SETTINGS.nombre)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_SETTINGS.email)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_SETTINGS.direccion)).toBeInTheDocument();
  });

  it('shows the defaults, with the time zone read-only', () => {
    renderNotifications(backend(), { sub: 'configuracion' });
    for (const name of [
      'Enviar recordatorio',
      'Enviar comprobante',
      'Crear evento de calendario',
      'Crear enlace de Google Meet',
      'Notificar al abogado',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    const zone = screen.getByRole('textbox', { name: 'Zona horaria' });
    expect(zone).toHaveValue('America/Santiago');
    expect(zone).toHaveAttribute('readonly');
    const toggle = screen.getByRole('switch', { name: 'Recordatorios' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Activos');
  });

  it('stores the options and the switch, and reads them back', async () => {
    const { user, unmount } = renderNotifications(backend(), { sub: 'configuracion' });
    await user.click(screen.getByRole('checkbox', { name: 'Crear enlace de Google Meet' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await user.click(screen.getByRole('switch', { name: 'Recordatorios' }));

    expect(screen.getByRole('switch', { name: 'Recordatorios' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByText('Pausados')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Configuración guardada');
    expect(stored()).toEqual({
      opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, crearMeetLink: false, idioma: 'en' },
      recordatoriosActivos: false,
    });
    unmount();

    renderNotifications(backend(), { sub: 'configuracion' });
    expect(screen.getByRole('checkbox', { name: 'Crear enlace de Google Meet' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    expect(screen.getByRole('switch', { name: 'Recordatorios' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('toggles the switch with the keyboard', async () => {
    const { user } = renderNotifications(backend(), { sub: 'configuracion' });
    screen.getByRole('switch', { name: 'Recordatorios' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Recordatorios' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('falls back to the defaults when the stored settings are corrupt', () => {
    localStorage.setItem(NOTIFICATIONS_CONFIG_KEY, '{"opciones": 3}');
    renderNotifications(backend(), { sub: 'configuracion' });
    expect(screen.getByRole('checkbox', { name: 'Notificar al abogado' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recordatorios' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('says so when the browser refuses to store the settings', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    const { user } = renderNotifications(backend(), { sub: 'configuracion' });
    await user.click(screen.getByRole('checkbox', { name: 'Enviar comprobante' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo guardar la configuración en este navegador',
    );
    expect(screen.getByRole('checkbox', { name: 'Enviar comprobante' })).not.toBeChecked();
  });
});
