import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOT_TIMES, type SlotTime } from '@/booking/model/schedule';
import { TimeSlots } from './time-slots';

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
const DATE = '2026-11-23';

function renderSlots(
  occupied: string[] = [],
  selected: string | null = null,
  times: readonly SlotTime[] = SLOT_TIMES,
) {
  const onSelect = vi.fn<(time: SlotTime) => void>();
  render(
    <TimeSlots
      date={DATE}
      times={times}
      now={NOW}
      occupied={new Set(occupied)}
      selected={selected}
      onSelect={onSelect}
    />,
  );
  return { onSelect };
}

const slot = (time: string) => screen.getByRole('button', { name: time });

describe('TimeSlots', () => {
  it('lists the 13 times of the day, each button named exactly by its time', () => {
    renderSlots();

    const buttons = within(screen.getByRole('list', { name: 'Horarios' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(slot('14:30')).toBeInTheDocument();
  });

  it('blocks times less than an hour away as "Hora ya pasada", keeping them focusable', () => {
    renderSlots();

    for (const time of ['09:00', '09:30']) {
      expect(slot(time)).toHaveAttribute('aria-disabled', 'true');
      expect(slot(time)).toHaveAccessibleDescription('Hora ya pasada');
      expect(slot(time)).toBeEnabled();
    }
    expect(slot('10:00')).not.toHaveAttribute('aria-disabled');
    expect(slot('10:00')).not.toHaveAccessibleDescription();
  });

  it('blocks an occupied time as "Horario ocupado"', () => {
    renderSlots([`${DATE} 11:00`, '2026-11-24 11:30']);

    expect(slot('11:00')).toHaveAttribute('aria-disabled', 'true');
    expect(slot('11:00')).toHaveAccessibleDescription('Horario ocupado');
    // Occupied on another day only.
    expect(slot('11:30')).not.toHaveAttribute('aria-disabled');
  });

  it('says "Hora ya pasada" for a time both too close and occupied', () => {
    renderSlots([`${DATE} 09:30`]);
    expect(slot('09:30')).toHaveAccessibleDescription('Hora ya pasada');
  });

  it('ignores clicks on blocked times', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderSlots([`${DATE} 11:00`]);

    await user.click(slot('09:00'));
    await user.click(slot('11:00'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects a free time', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderSlots([`${DATE} 11:00`]);

    await user.click(slot('10:00'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('10:00');
  });

  it('marks the selected time as pressed, unless it can no longer be booked', () => {
    renderSlots([`${DATE} 11:00`], '10:30');
    expect(slot('10:30')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('10:00')).toHaveAttribute('aria-pressed', 'false');
    document.body.innerHTML = '';

    renderSlots([`${DATE} 11:00`], '11:00');
    expect(slot('11:00')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows only the times the database offers that day', () => {
    renderSlots([], null, ['10:00', '15:00']);

    const buttons = within(screen.getByRole('list', { name: 'Horarios' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['10:00', '15:00']);
  });
});
