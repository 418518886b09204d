-- Demo data for SIMK. Applied on the first `npm start`, by `npm run db:reset`, and by
-- `supabase db reset` on a Docker stack. Deterministic: the same rows every time.
select 1;
