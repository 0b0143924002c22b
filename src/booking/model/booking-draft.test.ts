// @vitest-environment jsdom
import { setCurrentOwner } from '../../lib/storage/record-owner';
import {
  BOOKING_DRAFT_KEY,
  clearBookingDraft,
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
  type BookingDraft,
} from './booking-draft';
import { DRAFT_IDLE_MS } from './booking-records';

const draft: BookingDraft = {
  plan: 'laboral',
  datos: { ...EMPTY_DATOS, nombre: 'Ana Pérez', email: 'ana@ejemplo.cl' },
  fecha: '2026-11-24',
  hora: '10:00',
  tipoReunion: 'videollamada',
};
const stored = () => sessionStorage.getItem(BOOKING_DRAFT_KEY);

describe('booking draft', () => {
  it('is kept in this tab only (sessionStorage), for its owner', () => {
    writeBookingDraft(draft, 'anonimo', 1_000);
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    expect(readBookingDraft({ now: 2_000, person: 'anonimo' })).toEqual({
      value: draft,
      savedAt: 1_000,
      owner: 'anonimo',
    });
  });

  it('lasts two hours without activity, counted from the last change', () => {
    expect(DRAFT_IDLE_MS).toBe(2 * 60 * 60 * 1000);
    writeBookingDraft(draft, 'anonimo', 0);
    writeBookingDraft(draft, 'anonimo', DRAFT_IDLE_MS);
    expect(readBookingDraft({ now: 2 * DRAFT_IDLE_MS })).toBeDefined();
    expect(readBookingDraft({ now: 2 * DRAFT_IDLE_MS + 1 })).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('is never shown to another person', () => {
    writeBookingDraft(draft, 'anonimo', 1_000);
    setCurrentOwner('usuario-1');
    expect(readBookingDraft({ now: 2_000 })).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('is not stored when nothing was typed or chosen', () => {
    writeBookingDraft(draft, 'anonimo');
    writeBookingDraft({ ...draft, datos: EMPTY_DATOS, fecha: null, hora: null }, 'anonimo');
    expect(stored()).toBeNull();
  });

  it('is removed when cleared (booked, signed out)', () => {
    writeBookingDraft(draft, 'anonimo');
    clearBookingDraft();
    expect(stored()).toBeNull();
  });

  it('drops corrupt or tampered drafts instead of trusting them', () => {
    for (const raw of [
      '{no json',
      JSON.stringify({ ...draft, savedAt: Date.now(), hora: '03:00' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), fecha: 'mañana' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), tipoReunion: 'presencial' }),
      JSON.stringify({ ...draft, savedAt: Date.now(), datos: { nombre: 1 } }),
      JSON.stringify({ ...draft, savedAt: 'hoy' }),
    ]) {
      sessionStorage.setItem(BOOKING_DRAFT_KEY, raw);
      expect(readBookingDraft()).toBeUndefined();
      expect(stored()).toBeNull();
    }
  });

  it('removes a draft an earlier version left in localStorage, without reading it', () => {
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
    expect(readBookingDraft()).toBeUndefined();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });
});
