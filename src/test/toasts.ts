import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The staff and account pages' message region: sonner's live region, labelled 'Avisos'. */
export const toastRegion = (): HTMLElement => screen.getByRole('region', { name: /^Avisos/ });

/**
 * Waits for a message in the live region, as a screen reader would hear it, and checks its kind
 * (a success or an error toast).
 */
export async function findToast(
  text: string | RegExp,
  kind: 'exito' | 'error',
): Promise<HTMLElement> {
  const message = await within(toastRegion()).findByText(text);
  expect(message.closest('[data-sonner-toast]')).toHaveAttribute(
    'data-type',
    kind === 'exito' ? 'success' : 'error',
  );
  return message;
}
