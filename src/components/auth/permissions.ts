import type { Profile, Role } from '@/backend/port';

/** The named permissions of spec section 6. The database enforces them; the UI mirrors them. */
export type Permission =
  | 'viewAllReservations'
  | 'editAnyReservation'
  | 'deleteAnyReservation'
  | 'viewAllProfiles'
  | 'editAnyProfile'
  | 'deleteAnyProfile';

export const PERMISSION_LABELS: Record<Permission, string> = {
  viewAllReservations: 'ver todas las reservas',
  editAnyReservation: 'editar cualquier reserva',
  deleteAnyReservation: 'eliminar reservas',
  viewAllProfiles: 'ver todos los usuarios',
  editAnyProfile: 'editar usuarios',
  deleteAnyProfile: 'eliminar usuarios',
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  abogado: 'Abogado',
  cliente: 'Cliente',
};

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: Object.keys(PERMISSION_LABELS) as Permission[],
  abogado: ['viewAllReservations', 'editAnyReservation'],
  cliente: [],
};

/** The role that counts: none while the profile is inactive. */
export function effectiveRole(profile: Profile | null): Role | null {
  return profile?.isActive ? profile.role : null;
}

export function hasPermission(profile: Profile | null, permission: Permission): boolean {
  const role = effectiveRole(profile);
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
