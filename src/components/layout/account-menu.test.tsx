import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Session } from '@/backend/port';
import { recordAccount } from '@/components/auth/record-account';
import { renderWithRouter } from '@/test/render-app';
import { AccountMenu } from './account-menu';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('@/backend/get-backend', () => ({
  getBackend: () => Promise.resolve({ auth: { signOut } }),
}));

function signedIn(role: Profile['role'], nombre = 'Ana Soto') {
  const session = { user: { id: 'u1', email: 'ana@demo.cl' } } as Session;
  const profile = { nombre, role, isActive: true } as Profile;
  act(() => recordAccount(session, profile));
}

afterEach(() => localStorage.clear());

describe('AccountMenu', () => {
  it('offers to sign in when nobody is in', () => {
    renderWithRouter(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/auth');
  });

  it.each([
    ['admin', ['Administración', 'Panel', 'Mi cuenta']],
    ['abogado', ['Panel', 'Mi cuenta']],
    ['cliente', ['Mi cuenta']],
  ] as const)('shows the %s account with its screens and sign-out', async (role, labels) => {
    const user = userEvent.setup();
    signedIn(role);
    renderWithRouter(<AccountMenu />);
    await user.click(await screen.findByRole('button', { name: /Ana Soto/ }));
    expect(await screen.findByText(/ana@demo\.cl/)).toBeInTheDocument();
    for (const label of labels) expect(screen.getByRole('link', { name: label })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(labels.length);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('names the account by its e-mail when it has no name', async () => {
    signedIn('cliente', ' ');
    renderWithRouter(<AccountMenu />);
    expect(await screen.findByRole('button', { name: /ana@demo\.cl/ })).toBeInTheDocument();
  });

  it('signs out, forgets the account and leaves a private screen', async () => {
    const user = userEvent.setup();
    signedIn('admin');
    renderWithRouter(<AccountMenu />, '/admin');
    await user.click(await screen.findByRole('button', { name: /Ana Soto/ }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ingresar' })).toBeVisible());
    expect(signOut).toHaveBeenCalled();
    expect(localStorage.getItem('cuenta')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
