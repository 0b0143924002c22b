import { useId } from 'react';
import type { Profile, Role } from '@/backend/port';
import { ROLE_LABELS } from '@/components/auth/permissions';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format/dates';
import { chileNow } from '@/lib/time/chile-time';
import { useSetUserActive } from '../../api/use-set-user-active';
import { useSetUserRole } from '../../api/use-set-user-role';
import { displayName } from './user-messages';
import { useTwoStepReset } from './two-step-reset';

const ROLES: readonly Role[] = ['cliente', 'abogado', 'admin'];

export const SELF_PROTECTION = 'No puedes quitarte tu propio acceso';

/** The table's columns, in order: a row's confirmation spans them all. */
export const USER_COLUMNS = [
  'Nombre',
  'Correo',
  'Teléfono',
  'Rol',
  'Estado',
  'Creado',
  'Acciones',
] as const;

interface UserRowProps {
  profile: Profile;
  /**
   * The signed-in admin's own row: they cannot deactivate or demote themselves, nor remove their
   * own second step from here.
   */
  isSelf: boolean;
}

/** The Chilean calendar date of an instant, in words: "8 de enero de 2025". */
function createdOn(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatLongDate(chileNow(date).date);
}

/**
 * One profile: its data, a role select, an activate/deactivate button and (for anyone but the
 * signed-in admin) removing the person's two-step verification, asked first in a row below.
 */
export function UserRow({ profile, isSelf }: UserRowProps) {
  const selectId = useId();
  const selfNoteId = useId();
  const name = displayName(profile);
  const twoStep = useTwoStepReset({ userId: profile.userId, name });

  // A refusal is shown by the page's toaster, from the hook's meta.
  const setActive = useSetUserActive(profile.userId, {
    onSuccess: (_result, active) => {
      showMessage(
        'exito',
        active ? 'Usuario activado exitosamente' : 'Usuario desactivado exitosamente',
      );
    },
  });

  const setRole = useSetUserRole(profile.userId, {
    onSuccess: (_result, role) => {
      showMessage('exito', `Rol del usuario cambiado a ${role}`);
    },
  });

  const busy = setActive.isPending || setRole.isPending;
  // While the change runs the select shows the chosen role; a refusal puts the old one back.
  const shownRole = setRole.isPending ? setRole.variables : profile.role;
  const actionLabel = profile.isActive ? 'Desactivar' : 'Activar';

  return (
    <>
      <tr className="border-t border-line align-top">
        <th scope="row" className="px-3 py-3 text-left font-medium text-ink">
          {profile.nombre.trim() || <span className="text-ink-muted italic">Sin nombre</span>}
          {isSelf && <span className="ml-1 text-sm font-normal text-ink-muted">(tú)</span>}
        </th>
        <td className="px-3 py-3 break-all text-ink">{profile.email}</td>
        <td className="px-3 py-3 text-ink">
          {profile.telefono?.trim() || <span className="text-ink-muted">No especificado</span>}
        </td>
        <td className="px-3 py-3">
          <label htmlFor={selectId} className="sr-only">
            Rol de {name}
          </label>
          <select
            id={selectId}
            value={shownRole}
            disabled={isSelf || busy}
            aria-describedby={isSelf ? selfNoteId : undefined}
            onChange={(event) => {
              const role = ROLES.find((r) => r === event.target.value);
              if (role && role !== profile.role) setRole.mutate(role);
            }}
            className="rounded-lg border border-line bg-surface px-2 py-1.5 text-ink disabled:opacity-70"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </td>
        <td className="px-3 py-3">
          <span
            className={cn(
              'inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium',
              profile.isActive
                ? 'border-success text-success'
                : 'border-line bg-surface-2 text-ink-muted',
            )}
          >
            {profile.isActive ? 'Activo' : 'Inactivo'}
          </span>
        </td>
        <td className="px-3 py-3 whitespace-nowrap text-ink">{createdOn(profile.createdAt)}</td>
        <td className="px-3 py-3">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={isSelf || busy}
              aria-label={`${actionLabel} a ${name}`}
              aria-describedby={isSelf ? selfNoteId : undefined}
              onClick={() => {
                setActive.mutate(!profile.isActive);
              }}
              className={buttonClass(
                profile.isActive ? 'secondary' : 'primary',
                'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              {actionLabel}
            </button>
            {!isSelf && twoStep.button}
          </div>
          {isSelf && (
            <p id={selfNoteId} className="mt-1 max-w-48 text-xs text-ink-muted">
              {SELF_PROTECTION}
            </p>
          )}
        </td>
      </tr>
      {!isSelf && (
        <tr hidden={!twoStep.confirming}>
          <td colSpan={USER_COLUMNS.length} className="px-3 pb-3">
            {twoStep.confirmation}
          </td>
        </tr>
      )}
    </>
  );
}
