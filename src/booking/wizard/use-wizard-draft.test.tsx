import { act, renderHook } from '@testing-library/react';
import { readBookingDraft } from '@/booking/model/booking-draft';
import { useWizardDraft } from './use-wizard-draft';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useWizardDraft', () => {
  it('stores a change the moment it is made, before React renders again', () => {
    const { result } = renderHook(() => useWizardDraft('familia', undefined));
    const datos = { ...result.current.draft?.datos, email: 'borrador@ejemplo.cl' };
    // Inside act, React's render waits for the end of the callback: the storage must not.
    act(() => {
      result.current.update({ datos: datos as NonNullable<typeof result.current.draft>['datos'] });
      expect(readBookingDraft()?.value.datos.email).toBe('borrador@ejemplo.cl');
    });
    expect(result.current.draft?.datos.email).toBe('borrador@ejemplo.cl');
  });

  it('keeps every change when several come before a render', () => {
    const { result } = renderHook(() => useWizardDraft('familia', undefined));
    act(() => {
      result.current.update({ fecha: '2026-12-01' });
      result.current.update({ hora: '10:00' });
    });
    expect(readBookingDraft()?.value).toMatchObject({ fecha: '2026-12-01', hora: '10:00' });
    expect(result.current.draft).toMatchObject({ fecha: '2026-12-01', hora: '10:00' });
  });
});
