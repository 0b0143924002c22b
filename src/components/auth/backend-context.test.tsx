import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from '@/test/fake-backend';
import { BackendProvider, useBackend } from './backend-context';

function ShowsBackend() {
  const backend = useBackend();
  return <p>{typeof backend.reservas === 'object' ? 'con backend' : 'sin backend'}</p>;
}

describe('useBackend', () => {
  it('returns the backend its provider holds', () => {
    render(
      <BackendProvider backend={fakeBackend()}>
        <ShowsBackend />
      </BackendProvider>,
    );
    expect(screen.getByText('con backend')).toBeTruthy();
  });

  it('refuses to run before the backend has started', () => {
    expect(() =>
      render(
        <BackendProvider backend={null}>
          <ShowsBackend />
        </BackendProvider>,
      ),
    ).toThrow('useBackend: el backend aún no ha iniciado');
  });
});
