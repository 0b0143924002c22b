-- A person without an account withdraws the authorisation for the sensitive data of their
-- description through a rights request (or any channel the firm answers): an active admin who
-- passed the second step records it on their behalf, with the same effect as the owner's own
-- step (the description is erased at once). The audit entry names the admin as the actor and the
-- booking's holder as the person concerned.
create or replace function private.retirar_consentimiento_sensibles(p_reserva uuid)
returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
  reserva public.reservas;
begin
  if usuario is null then
    raise exception 'Inicia sesión para retirar tu autorización'
      using errcode = '42501', hint = 'sin_sesion';
  end if;
  update public.reservas r
  set descripcion = null,
      sensibles_retirados_en = coalesce(r.sensibles_retirados_en, now())
  where r.id = p_reserva
    and (r.user_id = usuario or private.es_admin_activo(usuario))
  returning * into reserva;
  if not found then
    raise exception 'No encontramos esa reserva en tu cuenta'
      using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  perform private.auditar(
    'cambiar', 'reservas', reserva.id::text, reserva.user_id, reserva.email,
    jsonb_build_object(
      'consentimiento_retirado', 'datos_sensibles',
      'version', reserva.sensibles_version,
      'columnas', jsonb_build_array('descripcion')
    )
  );
  return reserva;
end $$;
