-- Session liveness for the API: is an access token's session still live?
--
-- An access token is a signed statement that stays valid until its `exp` (up to an hour). Sign-out
-- deletes the session row, deleting a user deletes (or soft-deletes) the user and ban sets
-- `banned_until`, but none of that changes the token itself. The API therefore asks the database,
-- for each authenticated request (with a cache of a few seconds), whether the token's session
-- still exists for that user and the user is neither deleted nor banned. See
-- docs/decisions/0011-session-revocation-and-timing.md.
--
-- The API never names GoTrue's tables itself (tests/unit/api-auth-boundary.test.ts); this one
-- narrow function is the only place that reads them for it. It answers a boolean and nothing
-- else, and only the server-side connection may call it.

create function private.session_is_live(p_session_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = p_session_id
       and s.user_id = p_user_id
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
  )
$$;

comment on function private.session_is_live(uuid, uuid) is
  'True while the session exists for this user, has not passed not_after, and the user is neither deleted nor banned. Called by the API for every authenticated request (short cache).';

revoke all on function private.session_is_live(uuid, uuid) from public, anon, authenticated;
grant execute on function private.session_is_live(uuid, uuid) to service_role;
