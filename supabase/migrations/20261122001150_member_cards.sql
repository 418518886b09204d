-- The digital member card (KTA): what its QR code proves to anyone who scans it.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The card's secret is members.card_token (members baseline); the card itself is drawn by the API
-- (PDF) and the web app (PNG) from the member's own row. Verification is computed when asked, so a
-- member who stops being ACTIVE verifies as not valid at once: there is nothing to revoke.

create function public.verify_member_card(p_token uuid)
returns table (card_status text, masked_name text, organization_name text, valid_until date)
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when m.membership_status = 'SUSPENDED' then 'suspended'
           when m.membership_status = 'EXPIRED' then 'expired'
           when m.membership_status = 'ACTIVE' and m.expiry_date < private.today() then 'expired'
           when m.membership_status = 'ACTIVE' then 'valid'
           else 'inactive'
         end,
         private.mask_name(m.full_name),
         o.name,
         m.expiry_date
  from public.members m
  join public.organizations o on o.id = m.organization_id
  where m.card_token = p_token and m.nap is not null
$$;

comment on function public.verify_member_card(uuid) is
  'What anyone holding a member card''s QR link may see: valid, expired (EXPIRED, or ACTIVE past expiry_date), suspended or inactive, computed now; the name masked (private.mask_name), the DPC and the valid-until date. No contact data, no NAP. No row for an unknown token or a member without a NAP (no card).';
revoke all on function public.verify_member_card(uuid) from public;
grant execute on function public.verify_member_card(uuid) to anon, authenticated, service_role;
