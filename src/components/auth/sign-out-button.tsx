import { buttonClass } from '@/components/ui/button-styles';
import { useAuth } from './auth-context';

/** Ends the session; the auth context then clears the profile and guarded pages react. */
export function SignOutButton() {
  const { backend } = useAuth();
  return (
    <button
      type="button"
      disabled={!backend}
      onClick={() => void backend?.auth.signOut()}
      className={buttonClass('secondary')}
    >
      Cerrar sesión
    </button>
  );
}
