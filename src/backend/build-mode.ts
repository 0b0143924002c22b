import type { BackendPort } from './port';

/**
 * The backend this build uses, known before it starts: hosted Supabase when the build has a
 * project's address and key, else the embedded database (see get-backend.ts). For what a page
 * says before the backend has started, such as whether e-mails are sent.
 */
export const BUILD_BACKEND_MODE: BackendPort['mode'] =
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY
    ? 'supabase'
    : 'embedded';
