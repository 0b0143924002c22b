import { render, screen } from '@testing-library/react';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { CollectionNotice } from './collection-notice';

describe('CollectionNotice', () => {
  it('says who collects, why, for how long and the rights, with the policy and terms', () => {
    render(<CollectionNotice purpose="reserva" />);
    const notice = screen.getByText(/Sus datos:/).closest('p');
    expect(notice?.textContent).toMatch(/Punto Legal \(contacto@puntolegal\.cl\)/);
    expect(notice?.textContent).toMatch(/agendar y realizar su consulta/);
    expect(notice?.textContent).toMatch(/12 meses después de la consulta si no hubo pago; 6 años/);
    expect(notice?.textContent).toMatch(/supresión, oposición, portabilidad y bloqueo/);
    expect(screen.getByRole('link', { name: /Política de privacidad/ }).getAttribute('href')).toBe(
      '/privacidad',
    );
    expect(screen.getByRole('link', { name: /Términos/ }).getAttribute('href')).toBe('/terminos');
    expect(notice?.dataset.avisoVersion).toBe(PRIVACY_POLICY_VERSION.version);
  });

  it('states the purpose of the form it sits beside', () => {
    render(<CollectionNotice purpose="newsletter" />);
    expect(screen.getByText(/Sus datos:/).closest('p')?.textContent).toMatch(
      /hasta que se dé de baja/,
    );
  });
});
