import { RecordRead } from '@/components/audit/record-read';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatThousands } from '@/lib/format/clp';
import { useProfiles } from '../api/use-profiles';
import { USER_COLUMNS, UserRow } from './users/user-row';

/**
 * Every profile, newest first, with its role and active state editable. The signed-in admin cannot
 * remove their own access; the database also refuses to leave no active administrator.
 */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const query = useProfiles();

  let content;
  if (query.isPending) {
    content = <Loading text="Cargando usuarios..." />;
  } else if (query.isError) {
    content = (
      <LoadError message="Error al cargar los datos" onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    content = <p className="text-ink-muted">No hay usuarios registrados.</p>;
  } else {
    content = (
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-3xl text-left text-sm">
          <caption className="sr-only">
            Usuarios registrados, del más reciente al más antiguo
          </caption>
          <thead className="bg-surface-2 text-ink">
            <tr>
              {USER_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.data.map((profile) => (
              <UserRow
                key={profile.userId}
                profile={profile}
                isSelf={profile.userId === currentUserId}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="space-y-4 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-ink">Usuarios</h2>
        {query.data && (
          <p className="text-sm text-ink-muted">
            {query.data.length === 1
              ? '1 usuario'
              : `${formatThousands(query.data.length)} usuarios`}
          </p>
        )}
      </div>
      <RecordRead table="profiles" ids={query.data?.map((p) => p.id)} screen="admin/usuarios" />
      {content}
    </div>
  );
}
