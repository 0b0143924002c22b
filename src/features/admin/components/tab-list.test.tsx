import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList } from './tab-list';

const TABS = [
  { id: 'a', label: 'Uno' },
  { id: 'b', label: 'Dos' },
  { id: 'c', label: 'Tres' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabList
      label="Secciones"
      idPrefix="x"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

describe('TabList', () => {
  it('is one tab stop; arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-controls', 'x-panel-a');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Dos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tres' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tres' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Dos' }));
    expect(screen.getByRole('tab', { name: 'Dos' })).toHaveAttribute('tabindex', '0');
  });
});
