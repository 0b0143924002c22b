import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCalendar } from '@/booking/model/schedule';
import { ruleCalendar } from '@/test/rule-calendar';
import { toBookingCalendar } from './use-booking-calendar';
import { WeekPicker } from './week-picker';

/** The database's calendar with the national holidays only, from November 2026 to January 2027. */
const HOLIDAYS_ONLY = toBookingCalendar(ruleCalendar('2026-11-01', '2027-01-31'));

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const MONDAY = new Date('2026-11-23T12:00:00Z');
/** Wednesday 25 November 2026, 09:00 in Santiago. */
const WEDNESDAY = new Date('2026-11-25T12:00:00Z');

function renderPicker(
  props: Partial<{
    now: Date;
    offset: number;
    selected: string | null;
    calendar: BookingCalendar;
  }> = {},
) {
  const onOffsetChange = vi.fn<(offset: number) => void>();
  const onSelect = vi.fn<(date: string) => void>();
  render(
    <WeekPicker
      now={props.now ?? MONDAY}
      calendar={props.calendar ?? HOLIDAYS_ONLY}
      offset={props.offset ?? 0}
      onOffsetChange={onOffsetChange}
      selected={props.selected ?? null}
      onSelect={onSelect}
    />,
  );
  return { onOffsetChange, onSelect };
}

const dayButtons = () => within(screen.getByRole('list')).getAllByRole('button');
const day = (name: string) => screen.getByRole('button', { name });

describe('WeekPicker', () => {
  it('shows seven days, Monday first, each named by its full Spanish date', () => {
    renderPicker();

    expect(dayButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'lunes 23 de noviembre de 2026',
      'martes 24 de noviembre de 2026',
      'miércoles 25 de noviembre de 2026',
      'jueves 26 de noviembre de 2026',
      'viernes 27 de noviembre de 2026',
      'sábado 28 de noviembre de 2026',
      'domingo 29 de noviembre de 2026',
    ]);
    expect(day('jueves 26 de noviembre de 2026')).toBeEnabled();
  });

  it('titles the week by its month and year, and names the group after it', () => {
    renderPicker();

    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Noviembre de 2026$/);
    expect(screen.getByRole('group', { name: 'Noviembre de 2026' })).toBeInTheDocument();
  });

  it('names both months of a week across two months, and both years across a new year', () => {
    renderPicker({ offset: 1 });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Noviembre – diciembre de 2026$/,
    );
    document.body.innerHTML = '';

    // Monday 21 December 2026: the next week runs from 28 December to 3 January.
    renderPicker({ now: new Date('2026-12-21T12:00:00Z'), offset: 1 });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Diciembre de 2026 – enero de 2027$/,
    );
  });

  it('disables past days without the "No disponible" badge', () => {
    renderPicker({ now: WEDNESDAY });

    for (const name of ['lunes 23 de noviembre de 2026', 'martes 24 de noviembre de 2026']) {
      expect(day(name)).toBeDisabled();
      expect(day(name)).not.toHaveAccessibleDescription();
      expect(day(name)).not.toHaveTextContent('No disponible');
    }
    expect(day('miércoles 25 de noviembre de 2026')).toBeEnabled();
  });

  it('disables weekend days with the "No disponible" badge as their description', () => {
    renderPicker();

    for (const name of ['sábado 28 de noviembre de 2026', 'domingo 29 de noviembre de 2026']) {
      expect(day(name)).toBeDisabled();
      expect(day(name)).toHaveAccessibleDescription('No disponible');
    }
    expect(day('viernes 27 de noviembre de 2026')).not.toHaveAccessibleDescription();
  });

  it('disables a holiday (8 December, Inmaculada Concepción) with the badge', () => {
    renderPicker({ offset: 2 });

    const holiday = day('martes 8 de diciembre de 2026');
    expect(holiday).toBeDisabled();
    expect(holiday).toHaveAccessibleDescription('No disponible');
    expect(day('lunes 7 de diciembre de 2026')).toBeEnabled();
    expect(day('miércoles 9 de diciembre de 2026')).toBeEnabled();
  });

  it("closes a day the database closes (the firm's own), with the badge", () => {
    const calendar = new Map(HOLIDAYS_ONLY);
    calendar.set('2026-11-26', { horarios: [], nombre: 'Aniversario del estudio' });
    renderPicker({ calendar });

    const closed = day('jueves 26 de noviembre de 2026');
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription('No disponible');
    expect(day('miércoles 25 de noviembre de 2026')).toBeEnabled();
  });

  it('takes closed days from the database only, and lets a day it has not sent yet be chosen', () => {
    const calendar = new Map(HOLIDAYS_ONLY);
    calendar.delete('2026-12-08'); // the Inmaculada Concepción, not arrived yet
    calendar.set('2026-12-09', { horarios: [], nombre: 'Cierre del estudio' });
    renderPicker({ offset: 2, calendar });

    // Not known yet: choosable, but its times wait for the database (DaySlots shows none).
    expect(day('martes 8 de diciembre de 2026')).toBeEnabled();
    expect(day('miércoles 9 de diciembre de 2026')).toBeDisabled();
    expect(day('miércoles 9 de diciembre de 2026')).toHaveAccessibleDescription('No disponible');
  });

  it('disables days beyond the 21-day window with the badge', () => {
    renderPicker({ offset: 3 });

    // 23 November + 21 days = 14 December, the last bookable day.
    expect(day('lunes 14 de diciembre de 2026')).toBeEnabled();
    expect(day('martes 15 de diciembre de 2026')).toBeDisabled();
    expect(day('martes 15 de diciembre de 2026')).toHaveAccessibleDescription('No disponible');
  });

  it('cannot go back from the current week, and moves forward by one', async () => {
    const user = userEvent.setup();
    const { onOffsetChange } = renderPicker({ offset: 0 });

    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(onOffsetChange).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('cannot go past the last week, and moves back by one', async () => {
    const user = userEvent.setup();
    const { onOffsetChange } = renderPicker({ offset: 3 });

    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(onOffsetChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(onOffsetChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('selects a day by its ISO date, and never a closed one', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPicker();

    await user.click(day('martes 24 de noviembre de 2026'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-11-24');

    await user.click(day('sábado 28 de noviembre de 2026'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('marks only the selected day as pressed', () => {
    renderPicker({ selected: '2026-11-26' });

    const pressed = dayButtons().filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed).toEqual([day('jueves 26 de noviembre de 2026')]);
    expect(day('lunes 23 de noviembre de 2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes the days given as full, saying why', () => {
    render(
      <WeekPicker
        now={MONDAY}
        calendar={HOLIDAYS_ONLY}
        offset={0}
        onOffsetChange={vi.fn()}
        selected={null}
        onSelect={vi.fn()}
        fullDays={new Set(['2026-11-24'])}
        fullLabel="Sin cupos gratis"
      />,
    );
    const full = day('martes 24 de noviembre de 2026');
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('Sin cupos gratis');
    expect(day('miércoles 25 de noviembre de 2026')).toBeEnabled();
  });
});
