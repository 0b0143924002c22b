import {
  BOOKING_DRAFT_KEY,
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
} from './booking-draft';

const draft = {
  plan: 'laboral',
  datos: { ...EMPTY_DATOS, email: 'ana@ejemplo.cl' },
  fecha: '2026-11-24',
  hora: '10:00' as const,
  tipoReunion: 'videollamada' as const,
  reservaId: null,
};

afterEach(() => {
  localStorage.clear();
});

describe('booking draft', () => {
  it('reads back what was written', () => {
    writeBookingDraft(draft, 1_000);
    expect(readBookingDraft(2_000)).toEqual({ ...draft, savedAt: 1_000 });
  });

  it('drops a draft older than a day (it holds personal data)', () => {
    writeBookingDraft(draft, 0);
    expect(readBookingDraft(24 * 3600_000 + 1)).toBeUndefined();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('drops corrupt or tampered drafts instead of trusting them', () => {
    for (const stored of [
      '{no json',
      JSON.stringify({ ...draft, savedAt: Date.now(), hora: '03:00' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), fecha: 'mañana' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), tipoReunion: 'presencial' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), datos: { nombre: 1 } }),
    ]) {
      localStorage.setItem(BOOKING_DRAFT_KEY, stored);
      expect(readBookingDraft()).toBeUndefined();
      expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    }
  });

  it('reads drafts saved before the reservation id existed', () => {
    const older: Partial<typeof draft> = { ...draft };
    delete older.reservaId;
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ ...older, savedAt: Date.now() }));
    expect(readBookingDraft()?.reservaId).toBeNull();
  });
});
