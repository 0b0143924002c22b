import {
  addBusinessDays,
  canExtend,
  COMPLAINT_NOTICE,
  daysLeft,
  dueDate,
  isBusinessDay,
  latestExtension,
  receiptDate,
} from './request-deadlines';

describe('request due dates', () => {
  it.each([
    // 30 calendar days after the Santiago date of receipt, weekends and holidays included.
    ['acceso', '2026-12-01T15:00:00Z', '2026-12-31'],
    ['supresion', '2026-12-20T12:00:00Z', '2027-01-19'],
    // 02:30 UTC on 2 December is still 1 December in Santiago (UTC-3 in summer).
    ['rectificacion', '2026-12-02T02:30:00Z', '2026-12-31'],
    // Bloqueo: 2 business days. Monday 7 Dec 2026: Tuesday 8 (Inmaculada Concepción) does not
    // count, so Wednesday 9 and Thursday 10.
    ['bloqueo', '2026-12-07T15:00:00Z', '2026-12-10'],
    // Thursday 17 Sep 2026, before Friday 18 and Saturday 19 (Fiestas Patrias): Mon 21, Tue 22.
    ['bloqueo', '2026-09-17T15:00:00Z', '2026-09-22'],
    // Thursday 2 Apr 2026, before Good Friday: Monday 6 and Tuesday 7.
    ['bloqueo', '2026-04-02T15:00:00Z', '2026-04-07'],
    // Thursday 24 Dec 2026, before Christmas on Friday 25: Monday 28 and Tuesday 29.
    ['bloqueo', '2026-12-24T15:00:00Z', '2026-12-29'],
    // A Saturday: Monday and Tuesday.
    ['bloqueo', '2026-11-28T15:00:00Z', '2026-12-01'],
  ] as const)('%s received at %s is due on %s', (right, receivedAt, due) => {
    expect(dueDate(right, new Date(receivedAt))).toBe(due);
  });

  it('counts business days without weekends and holidays', () => {
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
    expect(isBusinessDay('2026-12-12')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-09')).toBe(true);
    // Thursday 31 Dec 2026 + 1 business day skips New Year's Day (Friday) and the weekend.
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('takes the receipt date in Santiago', () => {
    expect(receiptDate(new Date('2026-06-01T03:59:00Z'))).toBe('2026-05-31');
    expect(receiptDate(new Date('2026-06-01T04:00:00Z'))).toBe('2026-06-01');
  });

  it('allows one extension of up to 30 days, before the due date, never for bloqueo', () => {
    expect(latestExtension('2026-12-31')).toBe('2027-01-30');
    const open = { derecho: 'acceso', venceEn: '2026-12-31', prorrogaHasta: null } as const;
    expect(canExtend(open, '2026-12-31')).toBe(true);
    expect(canExtend(open, '2027-01-01')).toBe(false);
    expect(canExtend({ ...open, prorrogaHasta: '2027-01-15' }, '2026-12-20')).toBe(false);
    expect(canExtend({ ...open, derecho: 'bloqueo' }, '2026-12-20')).toBe(false);
  });

  it('counts the days left, negative when overdue', () => {
    expect(daysLeft('2026-12-31', '2026-12-01')).toBe(30);
    expect(daysLeft('2026-12-31', '2026-12-31')).toBe(0);
    expect(daysLeft('2026-12-31', '2027-01-02')).toBe(-2);
  });

  it('a denial tells the person of the 30 business days to complain to the Agencia', () => {
    expect(COMPLAINT_NOTICE).toMatch(/30 días hábiles/);
    expect(COMPLAINT_NOTICE).toMatch(/Agencia de Protección de Datos Personales/);
  });
});
