import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgendaEntry, BackendPort, Lawyer } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend, type BackendOverrides } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { MyAgendaSection } from './my-agenda-section';

// "Mi agenda" of the lawyer's desk: their own absences, and their calendar. The hosted site makes
// a private address shown once; the demo, whose data live in this browser, offers a file.

// A stand-in for the builder of the `notices` branch (src/lib/calendar/agenda-feed.ts), with its
// signature agendaCalendar(entries, now): string; the real one is tested beside it.
vi.mock('@/lib/calendar/agenda-feed', () => ({
  agendaCalendar: (entries: AgendaEntry[]) => `BEGIN:VCALENDAR ${String(entries.length)}`,
}));
const downloadIcs = vi.hoisted(() => vi.fn());
vi.mock('@/lib/calendar/download-ics', () => ({ downloadIcs }));

const ME: Lawyer = {
  id: 'yo',
  nombre: 'Abogada Demo',
  email: 'abogado@demo.cl',
  activo: true,
  enlaceAgenda: false,
  horarios: ['1 09:00'],
  areas: [],
  ausencias: [{ id: 'aus-1', desde: '2030-01-07', hasta: '2030-01-11', motivo: 'vacaciones' }],
};

function setup(overrides: BackendOverrides) {
  const backend: BackendPort = fakeBackend(overrides);
  render(
    <DataWrapper backend={backend}>
      <MyAgendaSection userId="yo" />
    </DataWrapper>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllEnvs();
  downloadIcs.mockClear();
});

describe('MyAgendaSection', () => {
  it('lists the lawyer’s own absences with the form to add one', async () => {
    setup({ agenda: { lawyers: () => Promise.resolve([ME]) } });
    expect(await screen.findByText(/7 de enero de 2030 al 11 de enero de 2030/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Agregar ausencia' })).toBeInTheDocument();
  });

  it('in the demo, explains why there is no address and downloads the agenda as .ics', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    const entry: AgendaEntry = {
      id: 'r-1',
      codigo: 'AB12CD34',
      fecha: '2030-01-14',
      hora: '10:00',
      servicio: 'Consulta Laboral',
      tipoReunion: 'videollamada',
      estado: 'confirmada',
      movimientos: 0,
    };
    const user = setup({
      agenda: {
        lawyers: () => Promise.resolve([ME]),
        myAgenda: () => Promise.resolve([entry]),
      },
    });
    expect(await screen.findByText(/guarda los datos solo en este navegador/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Crear enlace de calendario' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descargar mi agenda (.ics)' }));
    await findToast('Agenda descargada con 1 reserva.', 'exito');
    expect(downloadIcs).toHaveBeenCalledWith('mi-agenda.ics', 'BEGIN:VCALENDAR 1');
  });

  it('in the hosted site, shows the new address once, and revokes it', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://proyecto.supabase.co');
    const revokeFeedToken = vi.fn(() => Promise.resolve());
    const user = setup({
      mode: 'supabase',
      agenda: {
        lawyers: () => Promise.resolve([ME]),
        createFeedToken: () => Promise.resolve('s3cr3t0'),
        revokeFeedToken,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Crear enlace de calendario' }));
    const address = await screen.findByLabelText('Tu enlace de calendario (se muestra solo ahora)');
    expect(address).toHaveValue(
      'https://proyecto.supabase.co/functions/v1/agenda-abogado?token=s3cr3t0',
    );
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revocar enlace' }));
    expect(revokeFeedToken).toHaveBeenCalled();
    await findToast(/^Enlace revocado/, 'exito');
    expect(screen.queryByLabelText(/Tu enlace de calendario/)).toBeNull();
  });

  it('says so when the account is not among the lawyers', async () => {
    setup({ agenda: { lawyers: () => Promise.resolve([{ ...ME, id: 'otro' }]) } });
    expect(
      await within(screen.getByRole('region', { name: 'Mi agenda' })).findByText(
        'Tu cuenta no figura entre los abogados del estudio.',
      ),
    ).toBeVisible();
  });
});
