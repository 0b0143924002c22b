-- The newsletter sign-up says whether the address was new: the form tells a reader who is
-- already on the list so, instead of thanking them for a subscription that changed nothing.
-- Same rules as before (validation, one row per address, 60 new subscriptions an hour site-wide);
-- only the result changes, from nothing to true (subscribed now) or false (already subscribed).

drop function public.suscribir_newsletter(text);
drop function private.suscribir_newsletter(text);

create function private.suscribir_newsletter(p_email text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  if length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_email := lower(btrim(p_email));

  perform pg_advisory_xact_lock(hashtextextended('public.suscriptores', 0));
  if exists (select 1 from public.suscriptores s where lower(s.email) = v_email) then
    return false;
  end if;
  if (select count(*) from public.suscriptores
      where created_at > now() - interval '1 hour') >= 60 then
    raise exception 'Estamos recibiendo muchas suscripciones. Intenta en unos minutos.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;
  insert into public.suscriptores (email) values (v_email)
  on conflict ((lower(email))) do nothing;
  return true;
end $$;

create function public.suscribir_newsletter(p_email text) returns boolean
language sql security invoker set search_path = '' as $$
  select private.suscribir_newsletter(p_email)
$$;

revoke all on function private.suscribir_newsletter(text), public.suscribir_newsletter(text)
  from public;
grant execute on function private.suscribir_newsletter(text), public.suscribir_newsletter(text)
  to anon, authenticated, service_role;
