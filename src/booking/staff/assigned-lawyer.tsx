import { useLawyerNames } from './use-lawyer-names';

/** The name of the lawyer who attends a booking, from the page's one query of names. */
export function useAssignedLawyer(abogadoId: string | null): string | null {
  const names = useLawyerNames();
  if (!abogadoId) return null;
  return names.data?.get(abogadoId) ?? null;
}

/** "Abogada Demo", or why no name is shown. */
export function AssignedLawyer({ abogadoId }: { abogadoId: string | null }) {
  const names = useLawyerNames();
  if (!abogadoId) return <>Sin abogado asignado</>;
  if (names.isPending) return <>Cargando...</>;
  return <>{names.data?.get(abogadoId) ?? 'Abogado no disponible'}</>;
}
