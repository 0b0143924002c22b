import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NewPerson {
  nombre: string;
  email: string;
  password: string;
}

/**
 * Signs a new person up at /auth and leaves them at 'Confirma tu correo': nobody is signed in
 * until the link is followed. Embedded mode shows the link instead of e-mailing it.
 */
export async function signUpUnconfirmed(page: Page, person: NewPerson): Promise<void> {
  await page.goto('/auth?modo=registro');
  const signUp = page.getByRole('form', { name: 'Crear cuenta' });
  await signUp.getByLabel('Nombre completo').fill(person.nombre, { timeout: 60_000 });
  await signUp.getByLabel('Correo electrónico').fill(person.email);
  await signUp.getByLabel('Contraseña').fill(person.password);
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Follows the confirmation link shown on the page: the address is confirmed and they are in. */
export async function followConfirmationLink(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'confirmar mi correo' }).last().click();
  await expect(page.getByRole('heading', { name: 'Sesión iniciada' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(email)).toBeVisible();
}

/** A new person as they are after signing up and following the link: signed in, in Mi cuenta. */
export async function signUpConfirmed(page: Page, person: NewPerson): Promise<void> {
  await signUpUnconfirmed(page, person);
  await followConfirmationLink(page, person.email);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/, { timeout: 30_000 });
}
