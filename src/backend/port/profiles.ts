// The people with an account: their profile and, for the admin, their role and whether it is on.

export type Role = 'admin' | 'abogado' | 'cliente';

export interface Profile {
  id: string;
  userId: string;
  nombre: string;
  email: string;
  telefono: string | null;
  role: Role;
  isActive: boolean;
  createdAt: string;
}

export interface ProfilesPort {
  getMine(): Promise<Profile | null>;
  list(): Promise<Profile[]>;
  setActive(userId: string, active: boolean): Promise<void>;
  setRole(userId: string, role: Role): Promise<void>;
}
