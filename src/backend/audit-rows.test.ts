import { auditFilters, chileDayStart } from './audit-rows';

describe('chileDayStart', () => {
  it.each([
    // Summer time (UTC-3) and winter time (UTC-4).
    ['2026-11-23', 0, '2026-11-23T03:00:00.000Z'],
    ['2026-06-15', 0, '2026-06-15T04:00:00.000Z'],
    ['2026-11-30', 1, '2026-12-01T03:00:00.000Z'],
    ['2026-12-31', 1, '2027-01-01T03:00:00.000Z'],
  ])('%s + %i days starts at %s', (date, days, expected) => {
    expect(chileDayStart(date, days)).toBe(expected);
  });
});

describe('auditFilters', () => {
  it('turns the form into database values: patterns, inclusive days, a bounded page', () => {
    expect(
      auditFilters({ actorEmail: ' ana ', hasta: '2026-11-30', page: 1, pageSize: 1000 }),
    ).toEqual({
      actorPattern: '%ana%',
      accion: null,
      tabla: null,
      registro: null,
      since: null,
      before: '2026-12-01T03:00:00.000Z',
      offset: 200,
      limit: 200,
    });
  });
});
