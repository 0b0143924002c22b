import { chileStamp, utcStamp } from './calendar-time';

describe('utcStamp', () => {
  it('writes the instant in UTC with a trailing Z and no separators', () => {
    expect(utcStamp(new Date('2026-03-10T13:05:09.456Z'))).toBe('20260310T130509Z');
  });
});

describe('chileStamp', () => {
  it('writes the Chilean wall clock in summer time (UTC-3)', () => {
    expect(chileStamp(new Date('2026-03-10T13:00:00Z'))).toBe('20260310T100000');
  });

  it('writes the Chilean wall clock in winter time (UTC-4)', () => {
    expect(chileStamp(new Date('2026-07-15T13:30:15Z'))).toBe('20260715T093015');
  });

  it('uses the Chilean date when it differs from the UTC date', () => {
    expect(chileStamp(new Date('2026-07-16T02:00:00Z'))).toBe('20260715T220000');
  });
});
