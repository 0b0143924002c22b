import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from '@/test/fake-backend';
import {
  BackendProvider,
  START_FAILED_MESSAGE,
  useBackend,
  useStartedBackend,
  useWhenBackendStarted,
} from './backend-context';

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

describe('useWhenBackendStarted', () => {
  function Asks({ onAnswer }: { onAnswer: (answer: string) => void }) {
    const whenStarted = useWhenBackendStarted();
    return (
      <button
        type="button"
        onClick={() =>
          void whenStarted().then(
            (backend) => onAnswer(backend.mode),
            (error: unknown) => onAnswer(error instanceof Error ? error.message : 'otro'),
          )
        }
      >
        Enviar
      </button>
    );
  }

  it('answers at once with a started backend', async () => {
    const answers: string[] = [];
    render(
      <BackendProvider backend={fakeBackend({ mode: 'supabase' })}>
        <Asks onAnswer={(answer) => answers.push(answer)} />
      </BackendProvider>,
    );
    screen.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(answers).toEqual(['supabase']));
  });

  it('waits for the start under way, and turns its failure into the Spanish message', async () => {
    const answers: string[] = [];
    let attempt = 0;
    const whenStarted = () => {
      attempt += 1;
      return attempt === 1
        ? Promise.resolve(fakeBackend())
        : Promise.reject(new Error('pglite.wasm: HTTP 503'));
    };
    render(
      <BackendProvider backend={null} whenStarted={whenStarted}>
        <Asks onAnswer={(answer) => answers.push(answer)} />
      </BackendProvider>,
    );
    screen.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(answers).toEqual(['embedded']));
    screen.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(answers).toEqual(['embedded', START_FAILED_MESSAGE]));
  });
});
