import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { screen, within } from '@testing-library/react';
import { BackendError, type BackendPort } from '@/backend/port';
import { DEFAULT_NOTIFICATIONS_CONFIG, NOTIFICATIONS_CONFIG_KEY } from './notifications-config';
import { renderNotifications } from './render-notifications';
import { CONFIGURED, NOT_CONFIGURED, webhookStatusOf } from './test-fixtures';

const backend = (
  webhookStatus: BackendPort['notificaciones']['webhookStatus'] = webhookStatusOf(CONFIGURED),
) => fakeBackend({ notificaciones: { failed: () => Promise.resolve([]), webhookStatus } });

const stored = (): unknown => JSON.parse(localStorage.getItem(NOTIFICATIONS_CONFIG_KEY) ?? 'null');

/** The label and value pairs of a description list, in order. */
const pairs = (region: HTMLElement) => {
  const values = within(region).getAllByRole('definition');
  return within(region)
    .getAllByRole('term')
    .map((term, index) => [term.textContent, values[index]?.textContent]);
};

describe('Configuración', () => {
  it("shows the server's webhook, masked, and the company data it sends", async () => {
    renderNotifications(backend(), { sub: 'configuracion' });

    const webhook = screen.getByRole('region', { name: 'Webhook' });
    expect(within(webhook).getByRole('status')).toHaveTextContent(
      'Consultando el servidor de notificaciones…',
    );
    expect(await within(webhook).findByRole('definition')).toHaveTextContent(
      'https://hook.us1.make.com/…1234',
    );
    expect(pairs(webhook)).toEqual([['URL en uso', 'https://hook.us1.make.com/…1234']]);
    expect(pairs(screen.getByRole('region', { name: 'Datos de la empresa' }))).toEqual([
      ['Nombre', 'Estudio de Prueba'],
      ['Correo', 'contacto@estudio-prueba.cl'],
      ['Teléfono', '+56 2 2345 6789'],
      ['WhatsApp', 'https://wa.me/56923456789'],
      ['Dirección', 'Av. Siempre Viva 742, Santiago'],
      ['Sitio web', 'https://estudio-prueba.cl'],
    ]);
  });

  it('says that in the embedded mode the server decides the options, not these settings', () => {
    const note = /el servidor local no puede comprobar quién es administrador/;
    renderNotifications(backend(), { sub: 'configuracion' });
    expect(
      within(screen.getByRole('region', { name: 'Opciones de los mensajes' })).getByText(note),
    ).toBeVisible();
  });

  it('shows no such note on a hosted project', () => {
    const hosted = fakeBackend({
      mode: 'supabase',
      notificaciones: {
        failed: () => Promise.resolve([]),
        webhookStatus: webhookStatusOf(CONFIGURED),
      },
    });
    renderNotifications(hosted, { sub: 'configuracion' });
    expect(screen.queryByText(/el servidor local no puede comprobar/)).toBeNull();
  });

  it("says 'No configurada' when the server has no webhook", async () => {
    renderNotifications(backend(webhookStatusOf(NOT_CONFIGURED)), { sub: 'configuracion' });
    const webhook = screen.getByRole('region', { name: 'Webhook' });
    expect(await within(webhook).findByRole('definition')).toHaveTextContent('No configurada');
  });

  it('says when the server cannot be asked, and asks again', async () => {
    const webhookStatus = vi
      .fn<BackendPort['notificaciones']['webhookStatus']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión', 'sin_conexion'))
      .mockResolvedValue(CONFIGURED);
    const { user } = renderNotifications(backend(webhookStatus), { sub: 'configuracion' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo consultar el servidor de notificaciones: Sin conexión',
    );
    expect(screen.queryByRole('region', { name: 'Datos de la empresa' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('https://hook.us1.make.com/…1234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Datos de la empresa' })).toBeInTheDocument();
    expect(webhookStatus).toHaveBeenCalledTimes(2);
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
    await findToast('Configuración guardada', 'exito');
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
    await findToast('No se pudo guardar la configuración en este navegador', 'error');
    expect(screen.getByRole('checkbox', { name: 'Enviar comprobante' })).not.toBeChecked();
  });
});
