import { formatClp } from '@/lib/format/clp';
import { PLANS } from '@/content/catalogue/plans';
import { SENSITIVE_CONSENT_ERROR } from '@/booking/model/booking-schema';
import { personFields } from '@/booking/ui/booking-statements';
import { screen, within } from '@testing-library/react';
import { BackendError, type BackendPort } from '@/backend/port';
import { AGE_STATEMENT_ERROR } from '@/booking/model/booking-schema';
import { backends } from '@/test/backend-starter';
import { STATEMENTS } from '@/test/booking-statements';
import { ruleCalendar } from '@/test/rule-calendar';
import {
  backendWith,
  DATOS,
  enabledButton,
  field,
  fillPersonalData,
  heading,
  location,
  NOW,
  RESERVA_ID,
  renderAt,
  reservationFor,
  storeDraft,
  summaryValue,
  acceptTerms,
} from './wizard-test-kit';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  backends.current = backendWith({});
  backends.upcoming = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage', () => {
  it('starts the database only once the visitor starts filling in the form', async () => {
    backends.starts = 0;
    const { user } = await renderAt('/agendamiento?plan=laboral');
    expect(backends.starts).toBe(0);
    await user.click(field('Nombre completo'));
    expect(backends.starts).toBe(1);
  });

  it('starts it at once when the visitor arrives past step 1', async () => {
    backends.starts = 0;
    storeDraft({ fecha: null, hora: null });
    await renderAt('/agendamiento?plan=laboral&paso=fecha');
    expect(heading()).toHaveTextContent('Elige fecha y hora');
    expect(backends.starts).toBeGreaterThan(0);
  });

  it('falls back to the premium plan for an unknown plan, saying so first', async () => {
    await renderAt('/agendamiento?plan=no-existe');

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      'No encontramos el plan «no-existe». Te mostramos el Plan Premium Empresas ($750.000); revisa el enlace o elige otro servicio.',
    );
    expect(within(notice).getByRole('link', { name: 'elige otro servicio' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    expect(screen.getByText('$750.000', { selector: 'strong' })).toBeInTheDocument();
    expect(document.title).toBe('Agendar: Plan Premium Empresas | Punto Legal');
  });

  it.each([
    ['LABORAL', 'Consulta Laboral'],
    ['Laboral%20', 'Consulta Laboral'],
    ['penal%20econ%C3%B3mico', 'Consulta Penal Económico'],
  ])('books the plan a link names as %s, without a warning', async (param, name) => {
    await renderAt(`/agendamiento?plan=${param}`);

    expect(document.title).toBe(`Agendar: ${name} | Punto Legal`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('$750.000')).not.toBeInTheDocument();
  });

  it('falls back to the premium plan silently when no plan is named', async () => {
    await renderAt('/agendamiento');

    expect(document.title).toBe('Agendar: Plan Premium Empresas | Punto Legal');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the chosen plan with the price charged for it', async () => {
    await renderAt('/agendamiento?plan=laboral');

    expect(heading()).toHaveTextContent('Tus datos');
    expect(screen.getByText(/Consulta Laboral/)).toBeInTheDocument();
    expect(screen.getByText('$35.000')).toBeInTheDocument();
    // The offer and its terms are on the page where the plan is chosen, not in the wizard.
    expect(screen.queryByText('50% OFF')).not.toBeInTheDocument();
    expect(screen.queryByText(formatClp(PLANS.laboral.originalPrice))).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Tus datos');
  });

  it('gives the inputs the spec names', async () => {
    await renderAt('/agendamiento?plan=laboral');

    const form = screen.getByRole('form', { name: 'Tus datos' });
    const names = within(form)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(names).toEqual(['nombre', 'rut', 'email', 'telefono', 'empresa', 'descripcion']);
  });

  it('explains in Spanish what is missing, and stays on step 1', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Ingresa tu nombre completo')).toBeInTheDocument();
    expect(screen.getByText('Ingresa el número de tu documento')).toBeInTheDocument();
    expect(screen.getByText(AGE_STATEMENT_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu teléfono')).toBeInTheDocument();
    expect(field('Nombre completo')).toHaveAccessibleDescription('Ingresa tu nombre completo');
    expect(field('Nombre completo')).toBeInvalid();
    expect(heading()).toHaveTextContent('Tus datos');
    expect(location()).toBe('/agendamiento?plan=laboral');
  });

  it('refuses an invalid RUT, e-mail and phone', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.type(field('Nombre completo'), 'Ana Pérez');
    await user.type(field('RUT'), '12345678-9');
    await user.type(field('Correo electrónico'), 'ana@ejemplo');
    await user.type(field('Teléfono'), '12');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByText('RUT inválido. Revisa el número y el dígito verificador.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678'),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Tus datos');
  });

  it('formats the RUT when the field loses focus', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.type(field('RUT'), '123456785');
    expect(field('RUT')).toHaveValue('123456785');
    await user.tab();

    expect(field('RUT')).toHaveValue('12.345.678-5');
  });

  it('keeps what was typed across a remount', async () => {
    const { user, unmount } = await renderAt('/agendamiento?plan=laboral');
    await user.type(field('Nombre completo'), 'Ana Pérez');
    await user.type(field('Correo electrónico'), 'ana@ejemplo.cl');
    unmount();

    await renderAt('/agendamiento?plan=laboral');

    expect(field('Nombre completo')).toHaveValue('Ana Pérez');
    expect(field('Correo electrónico')).toHaveValue('ana@ejemplo.cl');
    expect(field('RUT')).toHaveValue('');
  });

  it('restores a stored draft, plan included, when the URL names none', async () => {
    storeDraft({ fecha: null, hora: null });
    await renderAt('/agendamiento');

    expect(field('Nombre completo')).toHaveValue('Ana Pérez');
    expect(field('RUT')).toHaveValue('12.345.678-5');
    expect(field('Describe brevemente tu consulta (opcional)')).toHaveValue(
      'Despido injustificado',
    );
    expect(screen.getByText(/Consulta Laboral/)).toBeInTheDocument();
  });

  it('ignores a draft left untouched for more than two hours', async () => {
    storeDraft({ savedAt: NOW.getTime() - 2 * 60 * 60 * 1000 - 1 });
    await renderAt('/agendamiento?plan=laboral');

    expect(field('Nombre completo')).toHaveValue('');
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
  });

  it('keeps what is typed in this tab only, never in localStorage', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');
    await user.type(field('Nombre completo'), 'Ana');

    expect(JSON.parse(sessionStorage.getItem('bookingDraft') ?? '{}')).toMatchObject({
      owner: 'anonimo',
      datos: { nombre: 'Ana' },
    });
    expect(localStorage.getItem('bookingDraft')).toBeNull();
  });

  it('asks for the authorisation of sensitive data once a description is written', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');
    await fillPersonalData(user);
    const consent = screen.getByRole('checkbox', { name: /^Autorizo expresamente/ });
    await user.click(consent);
    expect(consent).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(SENSITIVE_CONSENT_ERROR)).toBeInTheDocument();
    expect(location()).toBe('/agendamiento?plan=laboral');
    await user.clear(field('Describe brevemente tu consulta (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Elige fecha y hora' });
  });

  it('moves to step 2 with valid data, and enables "Continuar" once a day and time are chosen', async () => {
    const occupied = vi.fn<BackendPort['reservas']['occupied']>(() =>
      Promise.resolve([{ fecha: '2026-11-24', hora: '11:00' }]),
    );
    backends.current = backendWith({ occupied });
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await fillPersonalData(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Elige fecha y hora' });
    expect(location()).toBe('/agendamiento?plan=laboral&paso=fecha');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Primero elige un día disponible.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' }));
    expect(
      screen.getByRole('heading', { name: 'Horarios del martes 24 de noviembre de 2026' }),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    const eleven = await screen.findByRole('button', { name: '11:00' });
    expect(eleven).toHaveAccessibleDescription('Horario ocupado');
    expect(occupied).toHaveBeenCalledWith('2026-11-23', '2026-12-20', 'laboral');
    await user.click(eleven);
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '10:00' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(heading()).toHaveTextContent('Confirma tu reserva');
  });

  it('shows a requested step only when what it needs is there', async () => {
    await renderAt('/agendamiento?plan=laboral&paso=confirmacion');
    expect(heading()).toHaveTextContent('Tus datos');
  });

  it('shows the summary with the catalogue price on step 3', async () => {
    storeDraft({ tipoReunion: 'telefonica' });
    await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    expect(heading()).toHaveTextContent('Confirma tu reserva');
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(summaryValue('Precio')).toMatch(/^\$35\.000/);
    expect(summaryValue('Fecha')).toBe('martes 24 de noviembre de 2026');
    expect(summaryValue('Hora')).toBe('10:00 (hora de Chile), 45 minutos');
    expect(summaryValue('Modalidad')).toBe('Llamada telefónica');
    expect(summaryValue('RUT')).toBe('12.345.678-5');
    expect(summaryValue('Tu consulta')).toBe('Despido injustificado');
    expect(screen.queryByText('Empresa', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('books and moves on to payment', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 35000, 'Consulta Laboral')),
    );
    backends.current = backendWith({ create });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await acceptTerms(user);

    await user.click(await enabledButton('Proceder al Pago'));
    await screen.findByRole('heading', { level: 1, name: 'Elige cómo pagar' });

    // The box ticked travels as the authorisation's version (in STATEMENTS), not as a flag.
    expect(create).toHaveBeenCalledExactlyOnceWith({
      ...personFields(DATOS),
      ...STATEMENTS,
      empresa: undefined,
      fecha: '2026-11-24',
      hora: '10:00',
      plan: 'laboral',
      tipoReunion: 'videollamada',
    });
    expect(JSON.parse(sessionStorage.getItem('paymentData') ?? 'null')).toMatchObject({
      reservaId: RESERVA_ID,
      plan: 'laboral',
      owner: 'anonimo',
    });
    expect(location()).toBe('/agendamiento?plan=laboral&paso=pago');
    expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeInTheDocument();
    // The booking exists: what was typed is no longer kept in the browser.
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
  });

  it('offers another time when the slot was taken meanwhile', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>(() =>
      Promise.reject(new BackendError('Horario ocupado', 'horario_ocupado')),
    );
    const occupied = vi.fn<BackendPort['reservas']['occupied']>(() => Promise.resolve([]));
    backends.current = backendWith({ create, occupied });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await acceptTerms(user);

    await user.click(await enabledButton('Proceder al Pago'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Horario ocupado');
    expect(sessionStorage.getItem('paymentData')).toBeNull();
    expect(sessionStorage.getItem('bookingDraft')).not.toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Elegir otro horario' }));

    expect(heading()).toHaveTextContent('Elige fecha y hora');
    expect(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    // The taken time is no longer chosen; the day's times are asked for again.
    expect(await screen.findByRole('button', { name: '10:00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(occupied).toHaveBeenCalled();
  });

  it('sends the visitor back to the data the database refused', async () => {
    backends.current = backendWith({
      create: () => Promise.reject(new BackendError('RUT inválido', 'rut_invalido')),
    });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await acceptTerms(user);

    await user.click(await enabledButton('Proceder al Pago'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('RUT inválido');
    expect(within(alert).queryByRole('button', { name: 'Elegir otro horario' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Corregir mis datos' }));
    expect(heading()).toHaveTextContent('Tus datos');
    expect(field('RUT')).toHaveValue(DATOS.rut);
  });

  it('at a booking limit, says why and offers WhatsApp and the phone', async () => {
    const message =
      'Ya hay 2 reservas activas con estos datos. Si necesitas otra hora, escríbenos por WhatsApp o llámanos.';
    backends.current = backendWith({
      create: () => Promise.reject(new BackendError(message, 'limite_reservas')),
    });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await acceptTerms(user);

    await user.click(await enabledButton('Proceder al Pago'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(alert).getByRole('link', { name: /\+56/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('button', { name: 'Proceder al Pago' })).toBeEnabled();
  });

  it('releases this tab’s unpaid hold when booking again, unless the visitor keeps both', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 35000, 'Consulta Laboral')),
    );
    backends.current = backendWith({ create });
    const HELD = '7d1f0a2b-9c3e-4a5b-8d6f-1e2a3b4c5d6e';
    sessionStorage.setItem(
      'paymentData',
      JSON.stringify({
        savedAt: Date.now(),
        owner: 'anonimo',
        id: '1',
        reservaId: HELD,
        plan: 'laboral',
        service: 'Consulta Laboral',
        category: 'Laboral',
        price: '35.000',
        fecha: '2026-11-25',
        hora: '09:00',
        tipo_reunion: 'videollamada',
        cliente: { nombre: DATOS.nombre, email: DATOS.email, telefono: DATOS.telefono },
      }),
    );
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    const release = await screen.findByRole('checkbox', { name: /Liberar mi hora del/ });
    expect(release).toBeChecked();
    await acceptTerms(user);
    await user.click(await enabledButton('Proceder al Pago'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ reemplaza: HELD }));
  });

  it('closes, for the free plan, a day whose free consultations are all taken', async () => {
    backends.current = backendWith({ freeQuotaFull: () => Promise.resolve(['2026-11-24']) });
    storeDraft({ plan: 'gratis' });
    await renderAt('/agendamiento?plan=gratis&paso=fecha');

    expect(
      await screen.findByText(
        'No quedan consultas gratuitas para ese día. Elige otro día o una consulta pagada.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('closes a day the firm closed in the database, and offers only the times the database confirms', async () => {
    const calendar = vi.fn<BackendPort['reservas']['calendar']>((from, to) =>
      Promise.resolve(
        ruleCalendar(from, to).map((day) =>
          day.fecha === '2026-11-24'
            ? {
                ...day,
                horarios: [],
                motivo: 'feriado' as const,
                nombre: 'Aniversario del estudio',
              }
            : day.fecha === '2026-11-25'
              ? { ...day, horarios: ['10:00', '15:00'] }
              : day,
        ),
      ),
    );
    backends.current = backendWith({ calendar });
    storeDraft({ fecha: '2026-11-24', hora: '10:00' });
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=fecha');

    expect(
      await screen.findByText('No atendemos ese día (Aniversario del estudio). Elige otro día.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(calendar).toHaveBeenCalledWith('2026-11-23', '2026-12-20', 'laboral');

    await user.click(screen.getByRole('button', { name: 'miércoles 25 de noviembre de 2026' }));
    const times = within(await screen.findByRole('list', { name: 'Horarios' })).getAllByRole(
      'button',
    );
    expect(times.map((time) => time.textContent)).toEqual(['10:00', '15:00']);
  });

  it('offers no time while the calendar has not arrived', async () => {
    backends.current = backendWith({ calendar: () => new Promise(() => undefined) });
    storeDraft({ fecha: '2026-11-25', hora: '10:00' });
    await renderAt('/agendamiento?plan=laboral&paso=fecha');

    expect(await screen.findByText('Cargando horarios disponibles...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Horarios' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('confirms a free consultation without a payment step', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 0, 'Consulta Gratuita')),
    );
    backends.current = backendWith({ create });
    storeDraft({ plan: 'gratis' });
    const { user } = await renderAt('/agendamiento?plan=gratis&paso=confirmacion');

    expect(screen.getByText('Gratis', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/reservamos tu hora por 2 horas/)).not.toBeInTheDocument();
    await user.click(await enabledButton('Confirmar reserva gratuita'));

    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(location()).toBe('/payment-success');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ plan: 'gratis' }));
    expect(JSON.parse(sessionStorage.getItem('paymentData') ?? 'null')).toMatchObject({
      paymentMethod: 'gratis',
      paymentStatus: 'completed',
    });
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
  });
});
