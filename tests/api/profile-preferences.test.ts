// Account settings (issue 13 §5, decision 0033): GET/PUT /profile/preferences against the real
// database, own row only, Indonesian validation messages, and the outbox paths that queue
// messages to members honouring the switches (private.notification_allowed).
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { preferencesMessages, type AccountSettings } from '../../supabase/functions/_shared/contracts/preferences.ts';
import { demoActor } from '../db/support/actors.ts';
import { DEFAULT_ACCOUNT_SETTINGS } from '../support/account-settings.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

const defaults = DEFAULT_ACCOUNT_SETTINGS;

const chosen: AccountSettings = {
  emailNotifications: false,
  smsNotifications: true,
  whatsappNotifications: false,
  paymentReminders: false,
  membershipUpdates: false,
  loginNotifications: false,
  language: 'en',
  theme: 'dark',
  timezone: 'Asia/Jayapura',
  dateFormat: 'yyyy-mm-dd',
};

async function userId(email: string): Promise<string> {
  const [user] = await db.sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
  return user!.id;
}

async function put(token: string, body: unknown) {
  return backend.call('PUT', '/profile/preferences', { token, body });
}

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

describe('GET /profile/preferences', () => {
  it('gives a login that never saved the defaults of spec §9 (SMS off)', async () => {
    const response = await backend.call('GET', '/profile/preferences', { token: tokens.surabaya });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data?.settings).toEqual(defaults);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('answers an anonymous caller with 401', async () => {
    expect((await backend.call('GET', '/profile/preferences')).status).toBe(401);
    expect((await put('', defaults)).status).toBe(401);
  });
});

describe('PUT /profile/preferences', () => {
  it("saves the caller's settings, which GET then returns, and touches nobody else's", async () => {
    const saved = await put(tokens.anggota, chosen);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data?.settings).toEqual(chosen);
    expect((await backend.call('GET', '/profile/preferences', { token: tokens.anggota })).body.data?.settings).toEqual(
      chosen,
    );
    expect((await backend.call('GET', '/profile/preferences', { token: tokens.bandung })).body.data?.settings).toEqual(
      defaults,
    );
    const rows = await db.sql`
      select u.email, p.time_zone from public.user_preferences p join auth.users u on u.id = p.user_id
      where p.time_zone <> 'Asia/Jakarta'`;
    expect(rows).toEqual([{ email: 'anggota@simk.test', time_zone: 'Asia/Jayapura' }]);

    const back = await put(tokens.anggota, defaults);
    expect(back.body.data?.settings).toEqual(defaults);
  });

  it.each([
    ['timezone', { timezone: 'Asia/Tokyo' }, indonesianText(preferencesMessages.timeZoneInvalid)],
    ['dateFormat', { dateFormat: 'dd-mm-yy' }, indonesianText(preferencesMessages.dateFormatInvalid)],
    ['language', { language: 'fr' }, indonesianText(preferencesMessages.languageInvalid)],
    ['theme', { theme: 'blue' }, indonesianText(preferencesMessages.themeInvalid)],
    ['smsNotifications', { smsNotifications: 'ya' }, indonesianText(preferencesMessages.switchInvalid)],
    ['whatsappNotifications', { whatsappNotifications: null }, indonesianText(preferencesMessages.switchInvalid)],
    [
      'an unknown key',
      { userId: '00000000-0000-0000-0000-000000000000' },
      indonesianText(preferencesMessages.unknownField),
    ],
  ])('refuses %s with a clear Indonesian message and saves nothing', async (_field, change, message) => {
    const response = await put(tokens.anggota, { ...defaults, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(message);
    const [row] = await db.sql`
      select p.time_zone from public.user_preferences p join auth.users u on u.id = p.user_id
      where u.email = 'anggota@simk.test'`;
    expect(row).toEqual({ time_zone: 'Asia/Jakarta' });
  });

  it('refuses a body missing a setting', async () => {
    const { dateFormat: _omitted, ...partial } = defaults;
    const response = await put(tokens.anggota, partial);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(indonesianText(preferencesMessages.dateFormatInvalid));
  });
});

describe('the Data API (RLS, one row per login)', () => {
  it("lets nobody read, create or change another login's row, and the database keeps the allowed values", async () => {
    const anggota = await demoActor(db.sql, 'anggota@simk.test');
    const officerId = await userId('superadmin@simk.test');
    await db.sql`insert into public.user_preferences (user_id) values (${officerId}) on conflict do nothing`;
    const seen = await asCaller(
      db.sql,
      anggota.caller,
      (tx) => tx`select user_id from public.user_preferences where user_id = ${officerId}`,
    );
    expect(seen).toHaveLength(0);
    const changed = await asCaller(
      db.sql,
      anggota.caller,
      (tx) => tx`update public.user_preferences set sms_notifications = true where user_id = ${officerId} returning 1`,
    );
    expect(changed).toHaveLength(0);
    await expect(
      asCaller(db.sql, anggota.caller, (tx) => tx`insert into public.user_preferences (user_id) values (${officerId})`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asCaller(db.sql, anggota.caller, (tx) => tx`delete from public.user_preferences returning 1`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asCaller(
        db.sql,
        anggota.caller,
        (tx) => tx`update public.user_preferences set time_zone = 'Europe/Berlin' where user_id = ${anggota.userId}`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('messages honour the switches (private.notification_allowed)', () => {
  it('uses the defaults for a login without settings and for a member without a login', async () => {
    const surabaya = await userId('dpc.surabaya@simk.test');
    await db.sql`delete from public.user_preferences where user_id = ${surabaya}`;
    const [answers] = await db.sql`
      select private.notification_allowed(${surabaya}, 'payment_reminder', 'email') as email,
             private.notification_allowed(${surabaya}, 'membership_update', 'sms') as sms,
             private.notification_allowed(${surabaya}, 'login', 'whatsapp') as whatsapp,
             private.notification_allowed(null, 'payment_reminder', 'sms') as no_login_sms,
             private.notification_allowed(null, 'payment_reminder', 'email') as no_login_email`;
    expect(answers).toEqual({ email: true, sms: false, whatsapp: true, no_login_sms: false, no_login_email: true });
    await expect(db.sql`select private.notification_allowed(null, 'newsletter', 'email')`).rejects.toMatchObject({
      code: '22023',
    });
  });

  it("answers for a login without a row exactly as for the table's column defaults (no second home drifting)", async () => {
    const surabaya = await userId('dpc.surabaya@simk.test');
    const answers = () => db.sql`
      select t.topic, c.channel, private.notification_allowed(${surabaya}, t.topic, c.channel) as allowed
      from unnest(array['payment_reminder', 'membership_update', 'login']) t(topic)
      cross join unnest(enum_range(null::public.message_channel)) c(channel)
      order by 1, 2`;
    await db.sql`delete from public.user_preferences where user_id = ${surabaya}`;
    const withoutRow = await answers();
    await db.sql`insert into public.user_preferences (user_id) values (${surabaya})`;
    expect(await answers()).toEqual(withoutRow);
    await db.sql`delete from public.user_preferences where user_id = ${surabaya}`;
  });

  it('queues no membership email to a member who turned off membership updates or email', async () => {
    const anggota = await userId('anggota@simk.test');
    const queue = async () => {
      const [row] = await db.sql<{ id: string | null }[]>`
        select private.queue_membership_email(m, 'membership_expired',
                 jsonb_build_object('expiry_date', '01-01-2027', 'dues_url', 'http://127.0.0.1:5173/member-dues')) as id
        from public.members m where m.user_id = ${anggota}`;
      return row!.id;
    };
    expect(await put(tokens.anggota, { ...defaults, membershipUpdates: false })).toMatchObject({ status: 200 });
    expect(await queue()).toBeNull();
    expect(await put(tokens.anggota, { ...defaults, emailNotifications: false })).toMatchObject({ status: 200 });
    expect(await queue()).toBeNull();
    expect(await put(tokens.anggota, defaults)).toMatchObject({ status: 200 });
    expect(await queue()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("skips an overdue member's reminder when they turned off payment reminders or the channel", async () => {
    const [member] = await db.sql<{ id: string; user_id: string }[]>`
      select m.id, m.user_id from public.members m
      join public.organizations o on o.id = m.organization_id and o.bps_code = '3273'
      where m.user_id is not null and m.phone is not null and m.email is not null
        and exists (select 1 from public.bills b
                    where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today())
      order by m.nap limit 1`;
    expect(member).toBeDefined();
    const officer = await demoActor(db.sql, 'dpc.bandung@simk.test');
    const remind = async (channel: 'whatsapp' | 'sms' | 'email') => {
      const [row] = await asCaller(
        db.sql,
        officer.caller,
        (tx) =>
          tx<{ result: { queued: number; skipped: { reason: string }[] } }[]>`
            select public.queue_reminders(${[member!.id]}::uuid[], ${channel}) as result`,
      );
      return { queued: row!.result.queued, skipped: row!.result.skipped.map((s) => s.reason) };
    };
    const save = (settings: Partial<AccountSettings>) => db.sql`
      insert into public.user_preferences (user_id, payment_reminders, sms_notifications, email_notifications,
                                           whatsapp_notifications)
      values (${member!.user_id}, ${settings.paymentReminders ?? true}, ${settings.smsNotifications ?? false},
              ${settings.emailNotifications ?? true}, ${settings.whatsappNotifications ?? true})
      on conflict (user_id) do update set payment_reminders = excluded.payment_reminders,
        sms_notifications = excluded.sms_notifications, email_notifications = excluded.email_notifications,
        whatsapp_notifications = excluded.whatsapp_notifications`;

    const skipped = { queued: 0, skipped: ['preference'] };
    const queued = { queued: 1, skipped: [] };
    await save({ paymentReminders: false });
    expect(await remind('whatsapp')).toEqual(skipped);
    expect(await remind('email')).toEqual(skipped);
    await save({});
    expect(await remind('sms')).toEqual(skipped); // SMS is off by default
    expect(await remind('whatsapp')).toEqual(queued);
    expect(await remind('email')).toEqual(queued);
    await save({ smsNotifications: true, emailNotifications: false });
    expect(await remind('sms')).toEqual(queued);
    // Email is off now (and was sent within 24 hours): the settings are asked first.
    expect(await remind('email')).toEqual(skipped);
    // So is WhatsApp's switch (issue 26 §6): an officer's WhatsApp reminder is not sent.
    await save({ whatsappNotifications: false });
    expect(await remind('whatsapp')).toEqual(skipped);
  });
});
