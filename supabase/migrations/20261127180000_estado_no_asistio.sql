-- A consultation the client did not attend without notice. Its own migration: a value added to an
-- enum can be used only once the transaction that added it has committed.
alter type public.estado_reserva add value if not exists 'no_asistio';
