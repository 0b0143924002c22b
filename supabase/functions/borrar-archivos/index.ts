/**
 * Entry point in Supabase's Edge runtime. Secret: BORRAR_ARCHIVOS_SECRET (the schedule's header);
 * SUPABASE_URL and the project's API keys come from the platform.
 */
import { env, serve, serviceClient } from '../_shared/deno-env.ts';
import { createFileDeletionHandler } from './handler.ts';
import { createDeletionQueue } from './hosted-store.ts';

const admin = serviceClient();
serve(
  createFileDeletionHandler({
    queue: createDeletionQueue(admin),
    storage: admin.storage,
    secret: env('BORRAR_ARCHIVOS_SECRET'),
  }),
);
