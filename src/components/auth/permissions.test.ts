import type { Profile } from '@/backend/port';
import { effectiveRole, hasPermission, type Permission } from './permissions';

const profile = (role: Profile['role'], isActive = true): Profile => ({
  id: 'p',
  userId: 'u',
  nombre: 'N',
  email: 'n@x.cl',
  telefono: null,
  role,
  isActive,
  createdAt: '2026-01-01',
});

const ALL: Permission[] = [
  'viewAllReservations',
  'editAnyReservation',
  'deleteAnyReservation',
  'viewAllProfiles',
  'editAnyProfile',
  'deleteAnyProfile',
];

describe('permissions', () => {
  it('gives an admin every permission', () => {
    expect(ALL.filter((p) => hasPermission(profile('admin'), p))).toEqual(ALL);
  });

  it('lets an abogado view and edit every reservation, and nothing else', () => {
    expect(ALL.filter((p) => hasPermission(profile('abogado'), p))).toEqual([
      'viewAllReservations',
      'editAnyReservation',
    ]);
  });

  it('gives a cliente, an inactive admin and a visitor nothing', () => {
    for (const who of [profile('cliente'), profile('admin', false), null]) {
      expect(ALL.filter((p) => hasPermission(who, p))).toEqual([]);
    }
    expect(effectiveRole(profile('admin', false))).toBeNull();
    expect(effectiveRole(profile('abogado'))).toBe('abogado');
  });
});
