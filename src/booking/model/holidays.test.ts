import { chileanHolidays, easterSunday, holidayDates, isChileanHoliday } from './holidays';

function datesOf(year: number): string[] {
  return chileanHolidays(year).map((holiday) => holiday.date);
}

function nameOn(date: string): string | undefined {
  return chileanHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date)?.name;
}

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    // The extremes of the Gregorian range.
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('chileanHolidays', () => {
  it('lists exactly the 2026 national holidays, sorted', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-04',
      '2026-05-01',
      '2026-05-21',
      '2026-06-21',
      '2026-06-29',
      '2026-07-16',
      '2026-08-15',
      '2026-09-18',
      '2026-09-19',
      '2026-10-12',
      '2026-10-31',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('names each holiday in Spanish', () => {
    expect(chileanHolidays(2026)).toEqual(
      expect.arrayContaining([
        { date: '2026-01-01', name: 'Año Nuevo' },
        { date: '2026-04-03', name: 'Viernes Santo' },
        { date: '2026-04-04', name: 'Sábado Santo' },
        { date: '2026-05-01', name: 'Día Nacional del Trabajo' },
        { date: '2026-05-21', name: 'Día de las Glorias Navales' },
        { date: '2026-06-21', name: 'Día Nacional de los Pueblos Indígenas' },
        { date: '2026-06-29', name: 'San Pedro y San Pablo' },
        { date: '2026-07-16', name: 'Día de la Virgen del Carmen' },
        { date: '2026-08-15', name: 'Asunción de la Virgen' },
        { date: '2026-09-18', name: 'Independencia Nacional' },
        { date: '2026-09-19', name: 'Día de las Glorias del Ejército' },
        { date: '2026-10-12', name: 'Encuentro de Dos Mundos' },
        { date: '2026-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes' },
        { date: '2026-11-01', name: 'Día de Todos los Santos' },
        { date: '2026-12-08', name: 'Inmaculada Concepción' },
        { date: '2026-12-25', name: 'Navidad' },
      ]),
    );
  });

  it('matches the real 2023 calendar, with every moving rule at work', () => {
    // Election days of 2023 (7 May, 17 December) are declared one by one and are not included.
    expect(datesOf(2023)).toEqual([
      '2023-01-01',
      '2023-01-02',
      '2023-04-07',
      '2023-04-08',
      '2023-05-01',
      '2023-05-21',
      '2023-06-21',
      '2023-06-26',
      '2023-07-16',
      '2023-08-15',
      '2023-09-18',
      '2023-09-19',
      '2023-10-09',
      '2023-10-27',
      '2023-11-01',
      '2023-12-08',
      '2023-12-25',
    ]);
  });

  it('derives Viernes and Sábado Santo from Easter (2027: Easter on 28 March)', () => {
    expect(nameOn('2027-03-26')).toBe('Viernes Santo');
    expect(nameOn('2027-03-27')).toBe('Sábado Santo');
  });

  describe('Ley 19.668: San Pedro y San Pablo and Encuentro de Dos Mundos', () => {
    it('moves a Tuesday to the Monday before (2027)', () => {
      expect(nameOn('2027-06-28')).toBe('San Pedro y San Pablo');
      expect(nameOn('2027-10-11')).toBe('Encuentro de Dos Mundos');
      expect(isChileanHoliday('2027-06-29')).toBe(false);
      expect(isChileanHoliday('2027-10-12')).toBe(false);
    });

    it('moves a Wednesday to the Monday before (2022)', () => {
      expect(nameOn('2022-06-27')).toBe('San Pedro y San Pablo');
      expect(nameOn('2022-10-10')).toBe('Encuentro de Dos Mundos');
    });

    it('moves a Thursday to the Monday before (2028)', () => {
      expect(nameOn('2028-06-26')).toBe('San Pedro y San Pablo');
      expect(nameOn('2028-10-09')).toBe('Encuentro de Dos Mundos');
      expect(isChileanHoliday('2028-06-29')).toBe(false);
    });

    it('moves a Friday to the Monday after (2029)', () => {
      expect(nameOn('2029-07-02')).toBe('San Pedro y San Pablo');
      expect(nameOn('2029-10-15')).toBe('Encuentro de Dos Mundos');
      expect(isChileanHoliday('2029-06-29')).toBe(false);
      expect(isChileanHoliday('2029-10-12')).toBe(false);
    });

    it('leaves a Saturday, Sunday or Monday where it is', () => {
      expect(nameOn('2030-06-29')).toBe('San Pedro y San Pablo'); // Saturday
      expect(nameOn('2025-06-29')).toBe('San Pedro y San Pablo'); // Sunday
      expect(nameOn('2026-06-29')).toBe('San Pedro y San Pablo'); // Monday
      expect(nameOn('2025-10-12')).toBe('Encuentro de Dos Mundos'); // Sunday
    });
  });

  describe('Ley 20.299: Día de las Iglesias Evangélicas y Protestantes', () => {
    it('moves a Tuesday 31 October to Friday 27 October (2028)', () => {
      expect(nameOn('2028-10-27')).toBe('Día de las Iglesias Evangélicas y Protestantes');
      expect(isChileanHoliday('2028-10-31')).toBe(false);
    });

    it('moves a Wednesday 31 October to Friday 2 November (2029)', () => {
      expect(nameOn('2029-11-02')).toBe('Día de las Iglesias Evangélicas y Protestantes');
      expect(isChileanHoliday('2029-10-31')).toBe(false);
    });

    it('leaves any other weekday on 31 October', () => {
      expect(nameOn('2030-10-31')).toBe('Día de las Iglesias Evangélicas y Protestantes'); // Thu
      expect(nameOn('2025-10-31')).toBe('Día de las Iglesias Evangélicas y Protestantes'); // Fri
      expect(nameOn('2022-10-31')).toBe('Día de las Iglesias Evangélicas y Protestantes'); // Mon
    });
  });

  describe('Ley 20.215: the extra Fiestas Patrias day', () => {
    it('adds 17 September when it is a Monday (2029)', () => {
      expect(nameOn('2029-09-17')).toBe('Fiestas Patrias');
    });

    it('adds 20 September when it is a Friday (2030)', () => {
      expect(nameOn('2030-09-20')).toBe('Fiestas Patrias');
    });

    it('adds neither otherwise', () => {
      expect(isChileanHoliday('2026-09-17')).toBe(false); // Thursday
      expect(isChileanHoliday('2027-09-17')).toBe(false); // Friday
      expect(isChileanHoliday('2027-09-20')).toBe(false); // Monday
      expect(isChileanHoliday('2030-09-17')).toBe(false); // Tuesday
      expect(isChileanHoliday('2029-09-20')).toBe(false); // Thursday
    });
  });

  describe('Ley 20.983: 2 January', () => {
    it('is a holiday when it is a Monday (2034)', () => {
      expect(nameOn('2034-01-02')).toBe('Feriado de Año Nuevo');
    });

    it('is a working day otherwise (2026, 2028)', () => {
      expect(isChileanHoliday('2026-01-02')).toBe(false); // Friday
      expect(isChileanHoliday('2028-01-02')).toBe(false); // Sunday
    });
  });

  describe('Ley 21.357: Día Nacional de los Pueblos Indígenas', () => {
    it.each([
      [2025, '2025-06-20'],
      [2026, '2026-06-21'],
      [2027, '2027-06-21'],
      [2028, '2028-06-20'],
      [2029, '2029-06-20'],
      [2030, '2030-06-21'],
    ])('falls on the solstice day of %i: %s', (year, date) => {
      expect(datesOf(year)).toContain(date);
      expect(nameOn(date)).toBe('Día Nacional de los Pueblos Indígenas');
    });

    it('is not on the other candidate day', () => {
      expect(isChileanHoliday('2025-06-21')).toBe(false);
      expect(isChileanHoliday('2026-06-20')).toBe(false);
    });

    it('falls back to 21 June for years outside the table', () => {
      expect(nameOn('2031-06-21')).toBe('Día Nacional de los Pueblos Indígenas');
      expect(isChileanHoliday('2031-06-20')).toBe(false);
    });
  });

  it('returns a fresh array each time, so a caller cannot corrupt the calendar', () => {
    const list = chileanHolidays(2026);
    list.length = 0;
    expect(chileanHolidays(2026)).toHaveLength(16);
    expect(isChileanHoliday('2026-12-25')).toBe(true);
  });

  it.each([2026.5, Number.NaN, 1500])('rejects the year %s', (year) => {
    expect(() => chileanHolidays(year)).toThrow('Año inválido');
  });
});

describe('holidayDates', () => {
  it('computes each year once and then reuses it', () => {
    expect(holidayDates(2026)).toBe(holidayDates(2026));
    expect(holidayDates(2027)).not.toBe(holidayDates(2026));
  });

  it('holds the dates of that year', () => {
    expect([...holidayDates(2026)]).toEqual(datesOf(2026));
  });
});

describe('isChileanHoliday', () => {
  it.each(['2026-01-01', '2026-04-03', '2026-09-18', '2026-12-08', '2027-01-01'])(
    '%s is a holiday',
    (date) => {
      expect(isChileanHoliday(date)).toBe(true);
    },
  );

  it.each(['2026-01-05', '2026-04-05', '2026-12-24', '2026-12-31'])(
    '%s is not a holiday',
    (date) => {
      expect(isChileanHoliday(date)).toBe(false);
    },
  );

  it.each(['2026-02-30', '26-12-25', ''])('rejects %j', (date) => {
    expect(() => isChileanHoliday(date)).toThrow('Fecha inválida');
  });
});
