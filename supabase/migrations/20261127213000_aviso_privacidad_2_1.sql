-- Privacy notice 2.1: it lists each message the site sends (channel, to whom, when) and adds the
-- e-mail service (Resend) as a processor. Published on 2026-11-27, before it applies, as the
-- notice promises for a relevant change; in force from 2026-12-01, the same day as 2.0. Written
-- by hand: a row of data, not a change of the declared schema.
--
-- Kept in step with src/content/legal/versions.ts (a database test compares them). Version 2.0
-- stays published: the records of those who were shown it keep pointing at a valid text.
insert into public.versiones_legales (documento, version, vigente_desde) values
  ('privacidad', '2.1', '2026-12-01');
