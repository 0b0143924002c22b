/** How a linked sign-in method reads: the password one by what it is, providers by name. */
export function identityLabel(provider: string): string {
  if (provider === 'email') return 'Correo y contraseña';
  if (provider === 'google') return 'Google';
  return provider;
}
