import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from '@/test/fake-backend';
import { BackendProvider, useBackend, useStartedBackend } from './backend-context';

function ShowsBackend() {
  const backend = useBackend();
  return <p>{typeof backend.reservas === 'object' ? 'con backend' : 'sin backend'}</p>;
}

function ShowsStartedBackend() {
  const backend = useStartedBackend();
  return <p>{backend ? 'con backend' : 'iniciando'}</p>;
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

describe('useStartedBackend', () => {
  it('returns the backend once it has started', () => {
    render(
      <BackendProvider backend={fakeBackend()}>
        <ShowsStartedBackend />
      </BackendProvider>,
    );
    expect(screen.getByText('con backend')).toBeTruthy();
  });

  it('returns null while the backend starts, without refusing to render', () => {
    render(
      <BackendProvider backend={null}>
        <ShowsStartedBackend />
      </BackendProvider>,
    );
    expect(screen.getByText('iniciando')).toBeTruthy();
  });
});
