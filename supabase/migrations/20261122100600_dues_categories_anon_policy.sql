-- Dues categories: a separate read policy for anon.
--
-- The combined policy for anon and authenticated called private.has_permission(), which anon may
-- not execute, so an anonymous read of the (public) active categories failed. anon now has its own
-- policy on the active flag alone; signed-in users keep the permission check for inactive ones.

drop policy dues_categories_select on public.dues_categories;

create policy dues_categories_select_anon on public.dues_categories
  for select to anon
  using (is_active);
create policy dues_categories_select on public.dues_categories
  for select to authenticated
  using (is_active or (select private.has_permission('dues.manage')));
