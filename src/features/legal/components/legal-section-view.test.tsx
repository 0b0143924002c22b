import { render, screen, within } from '@testing-library/react';
import type { LegalSection } from '@/content/legal/legal-document';
import { LegalSectionView } from './legal-section-view';

const section: LegalSection = {
  id: 'plazo-de-conservacion',
  heading: 'Plazo de conservación',
  blocks: [
    'Conservamos cada dato solo mientras lo necesita su finalidad.',
    ['Cuenta: mientras usted la mantenga.'],
    {
      kind: 'table',
      caption: 'Plazos de conservación',
      head: ['Datos', 'Plazo'],
      rows: [
        ['Mensajes de contacto', '12 meses'],
        ['Avisos automáticos', '90 días'],
      ],
    },
    {
      kind: 'paragraph',
      parts: ['Use el ', { href: '/privacidad/solicitud', label: 'formulario de solicitud' }, '.'],
    },
  ],
};

describe('LegalSectionView', () => {
  it('renders a numbered, focusable section with its paragraphs and lists', () => {
    render(<LegalSectionView section={section} number={8} />);
    const region = document.getElementById('plazo-de-conservacion');
    expect(region?.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('8. Plazo de conservación');
    expect(screen.getByText(/mientras lo necesita su finalidad/).tagName).toBe('P');
    expect(screen.getByRole('listitem').textContent).toBe('Cuenta: mientras usted la mantenga.');
  });

  it('renders a table with its caption, column headers and row headers', () => {
    render(<LegalSectionView section={section} number={8} />);
    const table = screen.getByRole('table', { name: 'Plazos de conservación' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(['Datos', 'Plazo']);
    for (const cell of columns) expect(cell.getAttribute('scope')).toBe('col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual([
      'Mensajes de contacto',
      'Avisos automáticos',
    ]);
    for (const cell of rowHeaders) expect(cell.getAttribute('scope')).toBe('row');
    const row = within(table).getByRole('row', { name: /Avisos automáticos/ });
    expect(within(row).getByRole('cell').textContent).toBe('90 días');
  });

  it('lets a keyboard reach the table when it scrolls sideways', () => {
    render(<LegalSectionView section={section} number={8} />);
    const scroller = screen.getByRole('region', { name: 'Plazos de conservación' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller).toContainElement(screen.getByRole('table'));
  });

  it('renders the links of a paragraph', () => {
    render(<LegalSectionView section={section} number={8} />);
    const link = screen.getByRole('link', { name: 'formulario de solicitud' });
    expect(link.getAttribute('href')).toBe('/privacidad/solicitud');
    expect(link.closest('p')?.textContent).toBe('Use el formulario de solicitud.');
  });
});
