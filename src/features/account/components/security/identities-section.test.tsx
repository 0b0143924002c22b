import { fakeBackend } from '@/test/fake-backend';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type LinkedIdentity, type OAuthPort } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast, toastRegion } from '@/test/toasts';
import { IdentitiesSection } from './identities-section';

const PASSWORD: LinkedIdentity = {
  id: 'i-email',
  provider: 'email',
  email: 'ana@ejemplo.cl',
  createdAt: '2026-01-01T12:00:00Z',
};
const GOOGLE: LinkedIdentity = {
  id: 'i-google',
  provider: 'google',
  email: 'ana@gmail.com',
  createdAt: '2026-02-01T12:00:00Z',
};

/** Linked identities held as the backend would: unlinking removes one from what is read next. */
function fakeOAuth(initial: LinkedIdentity[], given: Partial<OAuthPort> = {}) {
  let identities = initial;
  return {
    signInWithGoogle: () => Promise.reject(new Error('signInWithGoogle no debería usarse')),
    identities: vi.fn<OAuthPort['identities']>(() => Promise.resolve(identities)),
    linkGoogle: vi.fn<OAuthPort['linkGoogle']>(() => Promise.resolve()),
    unlink: vi.fn<OAuthPort['unlink']>((id) => {
      identities = identities.filter((identity) => identity.id !== id);
      return Promise.resolve();
    }),
    ...given,
  };
}

function renderSection(oauth: OAuthPort | null) {
  const view = render(
    <DataWrapper backend={fakeBackend({ auth: { oauth } })}>
      <IdentitiesSection userId="u1" />
    </DataWrapper>,
  );
  return { user: userEvent.setup(), container: view.container };
}

const items = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('IdentitiesSection', () => {
  it('shows nothing where the backend has no OAuth (embedded mode)', () => {
    const { container } = renderSection(null);
    // Only the page's (empty) message region, which the test wrapper mounts as the page does.
    expect([...container.children]).toEqual([toastRegion()]);
    expect(toastRegion()).toBeEmptyDOMElement();
  });

  it('lists each way to sign in by name and address, offering no second Google link', async () => {
    renderSection(fakeOAuth([PASSWORD, GOOGLE]));
    const [password, google] = await items();
    expect(password).toHaveTextContent('Correo y contraseña');
    expect(password).toHaveTextContent('ana@ejemplo.cl');
    expect(google).toHaveTextContent('Google');
    expect(google).toHaveTextContent('ana@gmail.com');
    expect(screen.getByRole('button', { name: 'Desvincular Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Vincular cuenta de Google' })).toBeNull();
  });

  it('names other providers as they are', async () => {
    renderSection(fakeOAuth([PASSWORD, { ...GOOGLE, id: 'i-gh', provider: 'github' }]));
    expect((await items())[1]).toHaveTextContent('github');
  });

  it('unlinks, then never lets the last way to sign in go', async () => {
    const oauth = fakeOAuth([PASSWORD, GOOGLE]);
    const { user } = renderSection(oauth);
    await user.click(await screen.findByRole('button', { name: 'Desvincular Google' }));

    await findToast('Desvinculamos Google de tu cuenta', 'exito');
    expect(oauth.unlink).toHaveBeenCalledExactlyOnceWith('i-google');
    const only = screen.getByRole('button', { name: 'Desvincular Correo y contraseña' });
    expect(only).toBeDisabled();
    expect(only).toHaveAccessibleDescription(
      'Es tu única forma de ingresar: no se puede desvincular.',
    );
    expect(await items()).toHaveLength(1);
  });

  it('links Google, coming back to the account page', async () => {
    const oauth = fakeOAuth([PASSWORD]);
    const { user } = renderSection(oauth);
    await user.click(await screen.findByRole('button', { name: 'Vincular cuenta de Google' }));
    expect(oauth.linkGoogle).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/auth?next=%2Fmi-cuenta`,
    );
  });

  it("shows the backend's refusal to unlink, keeping the identity", async () => {
    const oauth = fakeOAuth([PASSWORD, GOOGLE], {
      unlink: vi.fn<OAuthPort['unlink']>(() =>
        Promise.reject(
          new BackendError('No puedes quitar tu única forma de ingresar.', 'ultima_identidad'),
        ),
      ),
    });
    const { user } = renderSection(oauth);
    await user.click(await screen.findByRole('button', { name: 'Desvincular Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No puedes quitar tu única forma de ingresar.',
    );
    expect(await items()).toHaveLength(2);
  });
});
