import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetentionReport } from '@/backend/port';
import { RETENTION_RULES, retentionPeriod } from '@/content/legal/retention';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { RetentionSection } from './retention-section';
import { BLOCK_END_STEP, RetentionTable } from './retention-table';

const report = (pendientes: number, aplicados = 0): RetentionReport => ({
  ...Object.fromEntries(RETENTION_RULES.map((rule) => [rule.key, { pendientes, aplicados }])),
  bloqueos_vencidos: { pendientes: pendientes + 1, aplicados: aplicados + 1 },
});

const rowOf = (data: string) => screen.getByRole('rowheader', { name: data }).closest('tr');

describe('RetentionTable', () => {
  it('shows one row per rule with its period, action and what is due now', () => {
    render(<RetentionTable rules={RETENTION_RULES} preview={report(3)} />);
    expect(screen.getAllByRole('row')).toHaveLength(RETENTION_RULES.length + 2);
    for (const rule of RETENTION_RULES) {
      const row = rowOf(rule.data);
      expect(row).not.toBeNull();
      const cells = within(row as HTMLElement).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(retentionPeriod(rule));
      expect(cells[0]).toHaveTextContent(`desde ${rule.from}`);
      expect(cells[2]).toHaveTextContent('3');
    }
    expect(
      within(rowOf(RETENTION_RULES[0]?.data ?? '') as HTMLElement).getAllByRole('cell')[1],
    ).toHaveTextContent('Anonimizar');
    expect(screen.queryByRole('columnheader', { name: 'Aplicados' })).toBeNull();
  });

  it('shows the end of the blocks left by an erasure as its own row, with no period', () => {
    render(<RetentionTable rules={RETENTION_RULES} preview={report(3)} applied={report(0, 2)} />);
    const cells = within(rowOf(BLOCK_END_STEP.data) as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Al terminar el bloqueo');
    expect(cells[1]).toHaveTextContent('Anonimizar');
    expect(cells[2]).toHaveTextContent('4');
    expect(cells[3]).toHaveTextContent('3');
  });

  it('adds what a run applied', () => {
    render(<RetentionTable rules={RETENTION_RULES} preview={report(0)} applied={report(2, 2)} />);
    expect(screen.getByRole('columnheader', { name: 'Aplicados' })).toBeInTheDocument();
    const cells = within(rowOf('Mensajes del formulario de contacto') as HTMLElement).getAllByRole(
      'cell',
    );
    expect(cells[3]).toHaveTextContent('2');
  });
});

describe('RetentionSection', () => {
  it('simulates on opening and applies only after a confirmation', async () => {
    const user = userEvent.setup();
    const preview = vi.fn(() => Promise.resolve(report(1)));
    const apply = vi.fn(() => Promise.resolve(report(0, 1)));
    render(
      <DataWrapper backend={fakeBackend({ retencion: { preview, apply } })}>
        <RetentionSection />
      </DataWrapper>,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(preview).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Aplicar ahora' }));
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirmar y aplicar' }));
    expect(await screen.findByRole('columnheader', { name: 'Aplicados' })).toBeInTheDocument();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Conservación aplicada/)).toBeInTheDocument();
  });
});
