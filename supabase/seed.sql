-- Local development seed (supabase db reset). The plan catalogue is not seeded here: it is a
-- migration generated from src/content/catalogue (see scripts/generate-plan-migration.ts), so
-- production has it too.
select 1;
