// WhatsApp, email and SMS as channels of the member's Notifikasi settings (issue 26 §6, decision
// 0055): private.notification_allowed answers per channel; a completed payment queues the WhatsApp
// confirmation and the email receipt each on its own; the automatic messages go by email when the
// member turned WhatsApp off; and the receipt link's signature is the payment's alone.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
let counter = 0;

type Switches = Partial<
  Record<'whatsapp_notifications' | 'email_notifications' | 'sms_notifications' | 'membership_updates', boolean>
>;

/**
 * An ACTIVE member of Kota Bandung with this phone and email (both made unique) and, unless `switches`
 * is null, a login with these settings.
 */
async function member(contact: { phone: string | null; email: string | null }, switches: Switches | null) {
  counter += 1;
  let userId: string | null = null;
  if (switches) {
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role)
      values (gen_random_uuid(), ${`kanal.${counter}@contoh.id`}, 'authenticated', 'authenticated') returning id`;
    userId = user!.id;
    await db.sql`insert into public.user_preferences ${db.sql({ user_id: userId, ...switches })}`;
  }
  const [row] = await db.sql<{ id: string; organization_id: string }[]>`
    insert into public.members (full_name, organization_id, membership_status, nap, join_date, expiry_date, verified_at,
                                phone, email, user_id)
    select ${`Anggota Kanal ${counter}`}, id, 'ACTIVE', ${`327395${String(counter).padStart(6, '0')}`},
           date '2015-01-01', date '2040-01-01', now(),
           ${contact.phone && `${contact.phone.slice(0, -4)}${String(counter).padStart(4, '0')}`},
           ${contact.email && `${counter}.${contact.email}`}, ${userId}
    from public.organizations where bps_code = '3273'
    returning id, organization_id`;
  return row!;
}

/** What private.queue_payment_confirmation queues for a completed payment of this member. */
async function confirmationOf(m: { id: string; organization_id: string }) {
  const payment = {
    id: crypto.randomUUID(),
    member_id: m.id,
    organization_id: m.organization_id,
    amount: 150000,
    receipt_number: `KW-KANAL-${counter}`,
    paid_at: '2026-11-02T03:00:00Z',
  };
  const [queued] = await db.sql<{ ids: string[] }[]>`
    select private.queue_payment_confirmation(jsonb_populate_record(null::public.payments, ${db.sql.json(payment)})) as ids`;
  const rows = await db.sql<{ id: string; template: string; channel: string; variables: Record<string, string> }[]>`
    select id, template, channel, variables from public.outbox_messages where member_id = ${m.id} order by template`;
  expect(rows.map((row) => row.id).sort()).toEqual([...queued!.ids].sort());
  return { payment, rows };
}

describe('notification_allowed, per channel', () => {
  it('answers each channel by its own switch, and without settings every channel but SMS', async () => {
    const cases: [Switches | null, Record<'whatsapp' | 'email' | 'sms', boolean>][] = [
      [null, { whatsapp: true, email: true, sms: false }],
      [{}, { whatsapp: true, email: true, sms: false }],
      [{ whatsapp_notifications: false }, { whatsapp: false, email: true, sms: false }],
      [{ email_notifications: false }, { whatsapp: true, email: false, sms: false }],
      [{ sms_notifications: true }, { whatsapp: true, email: true, sms: true }],
      [{ membership_updates: false }, { whatsapp: false, email: false, sms: false }],
    ];
    for (const [switches, expected] of cases) {
      const m = await member({ phone: '+6281234560000', email: null }, switches);
      const [answer] = await db.sql<{ whatsapp: boolean; email: boolean; sms: boolean }[]>`
        select private.notification_allowed(m.user_id, 'membership_update', 'whatsapp') as whatsapp,
               private.notification_allowed(m.user_id, 'membership_update', 'email') as email,
               private.notification_allowed(m.user_id, 'membership_update', 'sms') as sms
        from public.members m where m.id = ${m.id}`;
      expect(answer, JSON.stringify(switches)).toEqual(expected);
    }
  });

  it('skips an officer’s WhatsApp reminder to a member who turned WhatsApp off', async () => {
    const off = await member(
      { phone: '+6281234561111', email: 'kanal.wa.mati@contoh.id' },
      { whatsapp_notifications: false },
    );
    const [reasons] = await db.sql<{ whatsapp: string | null; email: string | null }[]>`
      select private.message_skip_reason(${off.id}, 'dues_reminder', 'whatsapp') as whatsapp,
             private.message_skip_reason(${off.id}, 'dues_reminder', 'email') as email`;
    expect(reasons).toEqual({ whatsapp: 'preference', email: null });
  });
});

describe('a completed payment, per contact and switches', () => {
  const both = { phone: '+6281234562222', email: 'kanal.bayar@contoh.id' };
  const cases: [string, { phone: string | null; email: string | null }, Switches | null, [string, string][]][] = [
    [
      'no login: both',
      both,
      null,
      [
        ['payment_confirmation', 'whatsapp'],
        ['payment_receipt', 'email'],
      ],
    ],
    [
      'defaults: both',
      both,
      {},
      [
        ['payment_confirmation', 'whatsapp'],
        ['payment_receipt', 'email'],
      ],
    ],
    ['WhatsApp off: the email', both, { whatsapp_notifications: false }, [['payment_receipt', 'email']]],
    ['email off: WhatsApp', both, { email_notifications: false }, [['payment_confirmation', 'whatsapp']]],
    ['both off: nothing', both, { whatsapp_notifications: false, email_notifications: false }, []],
    ['membership updates off: nothing', both, { membership_updates: false }, []],
    ['no phone: the email', { phone: null, email: both.email }, {}, [['payment_receipt', 'email']]],
    ['no email: WhatsApp', { phone: both.phone, email: null }, {}, [['payment_confirmation', 'whatsapp']]],
    ['no email, WhatsApp off: nothing', { phone: both.phone, email: null }, { whatsapp_notifications: false }, []],
  ];
  for (const [name, contact, switches, expected] of cases) {
    it(name, async () => {
      const { rows } = await confirmationOf(await member(contact, switches));
      expect(rows.map((row) => [row.template, row.channel])).toEqual(expected);
    });
  }

  it('links the WhatsApp to the payment page and the email to the signed receipt', async () => {
    const { payment, rows } = await confirmationOf(await member(both, {}));
    const [urls] = await db.sql<{ site: string; receipt: string }[]>`
      select private.site_url() || '/payment/' || ${payment.id} as site, private.receipt_link(${payment.id}) as receipt`;
    expect(rows.map((row) => row.variables)).toEqual([
      expect.objectContaining({ receipt_url: urls!.site, receipt_number: payment.receipt_number, amount: 'Rp150.000' }),
      expect.objectContaining({ receipt_pdf_url: urls!.receipt, payment_url: urls!.site, paid_date: '02/11/2026' }),
    ]);
    expect(urls!.receipt).toMatch(
      new RegExp(`^https?://[^/]+/.*/payments/${payment.id}/receipt/signed\\?signature=[A-Za-z0-9_-]{43}$`),
    );
  });
});

describe('the automatic messages', () => {
  it('go by email, marked as a fallback from WhatsApp, to a member who turned WhatsApp off', async () => {
    const cases: [string, { phone: string | null; email: string | null }, Switches, string[][]][] = [
      ['WhatsApp on', { phone: '+6281234563333', email: 'kanal.auto1@contoh.id' }, {}, [['whatsapp', '']]],
      [
        'WhatsApp off',
        { phone: '+6281234564444', email: 'kanal.auto2@contoh.id' },
        { whatsapp_notifications: false },
        [['email', 'whatsapp']],
      ],
      [
        'WhatsApp and email off',
        { phone: '+6281234565555', email: 'kanal.auto3@contoh.id' },
        { whatsapp_notifications: false, email_notifications: false },
        [],
      ],
      ['WhatsApp off, no email', { phone: '+6281234566666', email: null }, { whatsapp_notifications: false }, []],
    ];
    for (const [name, contact, switches, expected] of cases) {
      const m = await member(contact, switches);
      await db.sql`
        select private.queue_member_message(m.id, m.phone, m.email, m.organization_id, 'sip_expiry_reminder',
          jsonb_build_object('full_name', m.full_name, 'sip_number', 'SIP/1', 'expiry_date', '01/01/2032',
                             'days_left', '30', 'guide_url', 'https://simk.example.org/sertifikasi'))
        from public.members m where m.id = ${m.id}`;
      const rows = await db.sql<{ channel: string; fallback_from: string | null }[]>`
        select channel, fallback_from from public.outbox_messages where member_id = ${m.id}`;
      expect(
        rows.map((row) => [row.channel, row.fallback_from ?? '']),
        name,
      ).toEqual(expected);
    }
  });
});

/** Thrown to roll a transaction back with what it read. */
class RolledBack {
  constructor(readonly value: string) {}
}

describe('the receipt link', () => {
  it('is signed for its payment alone, with the deployment key, which only the service role reaches', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const [signatures] = await db.sql<{ a: string; again: string; b: string }[]>`
      select private.receipt_link_signature(${a}::uuid) as a, private.receipt_link_signature(${a}::uuid) as again,
             private.receipt_link_signature(${b}::uuid) as b`;
    expect(signatures!.a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signatures!.again).toBe(signatures!.a);
    expect(signatures!.b).not.toBe(signatures!.a);

    // A new key (docs/operations/messaging.md) invalidates every link already sent.
    const renewed = await db.sql
      .begin(async (tx) => {
        await tx`update private.messaging_settings set receipt_link_key = extensions.gen_random_bytes(32)`;
        const [row] = await tx<{ a: string }[]>`select private.receipt_link_signature(${a}::uuid) as a`;
        throw new RolledBack(row!.a);
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.value : error));
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(signatures!.a);
    const [kept] = await db.sql<{ a: string }[]>`select private.receipt_link_signature(${a}::uuid) as a`;
    expect(kept!.a).toBe(signatures!.a);

    for (const role of ['anon', 'authenticated'] as const) {
      const refusal = await db.sql
        .begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx`select private.receipt_link_signature(${a}::uuid)`;
        })
        .then(
          () => 'allowed',
          (error: { code?: string }) => error.code,
        );
      expect(refusal, role).toBe('42501');
    }
    const keyRead = await db.sql
      .begin(async (tx) => {
        await tx.unsafe('set local role service_role');
        await tx`select receipt_link_key from private.messaging_settings`;
      })
      .then(
        () => 'allowed',
        (error: { code?: string }) => error.code,
      );
    expect(keyRead).toBe('42501');
  });
});
