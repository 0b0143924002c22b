import { act, render, screen } from '@testing-library/react';
import { FlashMessage } from './flash-message';
import { FLASH_MS, useFlashMessage } from './use-flash-message';

function Harness() {
  const { flash, show } = useFlashMessage();
  return (
    <>
      <button type="button" onClick={() => show('exito', 'Guardado')}>
        ok
      </button>
      <button type="button" onClick={() => show('error', 'Falló')}>
        mal
      </button>
      <FlashMessage flash={flash} />
    </>
  );
}

describe('flash messages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message for 5 seconds, errors as alerts, a new one restarting the time', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => {
      screen.getByRole('button', { name: 'ok' }).click();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
    act(() => {
      vi.advanceTimersByTime(FLASH_MS - 1000);
    });
    act(() => {
      screen.getByRole('button', { name: 'mal' }).click();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    act(() => {
      vi.advanceTimersByTime(FLASH_MS - 1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
