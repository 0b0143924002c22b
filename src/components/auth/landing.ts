import type { Role } from '@/backend/port';

/** Where each role works: the screen it lands on after signing in. */
export function homeForRole(role: Role | null): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'abogado':
      return '/panel';
    default:
      return '/mi-cuenta';
  }
}

/** An in-app path only, never another site ('//evil.example' or 'https://...'). */
export function safeNextPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : null;
}

/**
 * After signing in: back to the page the person came from when it asked for the sign-in
 * (`?next=`, set by the guarded pages), else to where their role works.
 */
export function landingAfterSignIn(next: string | null, role: Role | null): string {
  return safeNextPath(next) ?? homeForRole(role);
}

export interface AccountLink {
  label: string;
  href: string;
}

/** The private screens a role may open, as the account menu lists them. */
export function accountLinks(role: Role | null): AccountLink[] {
  const links: AccountLink[] = [];
  if (role === 'admin') links.push({ label: 'Administración', href: '/admin' });
  if (role === 'admin' || role === 'abogado') links.push({ label: 'Panel', href: '/panel' });
  links.push({ label: 'Mi cuenta', href: '/mi-cuenta' });
  return links;
}
