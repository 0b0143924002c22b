import { identityLabel } from './identity-labels';

describe('identityLabel', () => {
  it.each([
    ['email', 'Correo y contraseña'],
    ['google', 'Google'],
    ['github', 'github'],
  ])('names %s as "%s"', (provider, label) => {
    expect(identityLabel(provider)).toBe(label);
  });
});
