// Documents that stay verified (issue 23 §4, decision 0045): DPC officers verify their members'
// STR/SIP; a change of a verified licence's number, dates or file withdraws the verification (the
// old code then answers 'withdrawn', the next verification gives a new one); a verified file is
// never replaced or removed through the API; the public check names the current and issuing DPC.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let siti: { id: string; organization_id: string };

interface DocumentRow {
  id: string;
  kind: 'str' | 'sip';
  verified_at: Date | null;
  verified_by: string | null;
  verification_code: string | null;
  organization_id: string;
  storage_path: string;
}

/** The demo member's newest document of a kind, read as the owner. */
async function documentOf(kind: 'str' | 'sip', sql: postgres.Sql | postgres.TransactionSql = db.sql) {
  const [row] = await sql<DocumentRow[]>`
    select id, kind, verified_at, verified_by, verification_code, organization_id, storage_path
    from public.documents where member_id = ${siti.id} and kind = ${kind}
    order by created_at desc, id desc limit 1`;
  return row!;
}

/** The public check, as anon. */
async function check(code: string) {
  return tryAs(
    db.sql,
    actors.anon,
    (tx) => tx<Record<string, unknown>[]>`select * from public.verify_document(${code})`,
  );
}

/** Verifies the document as `who` and commits; returns the new code. */
async function verifyAs(who: keyof DemoActors, documentId: string): Promise<string> {
  const [row] = await as(
    db.sql,
    actors[who],
    (tx) => tx<{ code: string }[]>`select verification_code as code from public.mark_document_verified(${documentId})`,
  );
  return row!.code;
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const [row] = await db.sql<{ id: string; organization_id: string }[]>`
    select id, organization_id from public.members where user_id = ${actors.anggota.userId}`;
  siti = row!;
});

describe('who verifies', () => {
  it('the DPC officer of the member verifies an STR/SIP, audited; another DPC cannot', async () => {
    const [doc] = await db.sql<{ id: string }[]>`
      insert into public.documents (member_id, organization_id, kind, title, storage_path)
      values (${siti.id}, ${siti.organization_id}, 'certificate', 'Sertifikat Pelatihan', ${`${siti.id}/pelatihan.pdf`})
      returning id`;
    expect(
      await sqlState(tryAs(db.sql, actors.dpcSurabaya, (tx) => tx`select public.mark_document_verified(${doc!.id})`)),
    ).toBe('42501');
    await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      const [verified] = await tx<{ verified_by: string; verification_code: string }[]>`
        select verified_by, verification_code from public.mark_document_verified(${doc!.id})`;
      expect(verified).toMatchObject({ verified_by: actors.dpcBandung.userId });
      expect(verified!.verification_code).toMatch(/^DOK-CERTIFICATE-[0-9A-F]{8}$/);
      const [audit] = await tx`select action, actor_id from public.audit_logs
                               where entity = 'documents' and entity_id = ${doc!.id} order by id desc limit 1`;
      expect(audit).toEqual({ action: 'documents.verify', actor_id: actors.dpcBandung.userId });
    });
    await db.sql`delete from public.documents where id = ${doc!.id}`;
  });
});

describe('a changed licence goes back to "Menunggu verifikasi"', () => {
  it('the member editing the SIP number withdraws the SIP verification (not the STR), audited; the old code answers withdrawn', async () => {
    const sip = await documentOf('sip');
    const str = await documentOf('str');
    expect(sip.verified_at).not.toBeNull();
    expect(str.verified_at).not.toBeNull();
    const oldCode = sip.verification_code!;
    expect(await check(oldCode)).toEqual([expect.objectContaining({ status: 'valid', kind: 'sip' })]);

    await as(db.sql, actors.anggota, async (tx) => {
      await tx`select set_config('simk.audit_action', 'profile.licences', true)`;
      await tx`update public.members set sip_number = 'SIP/ATLM/3273/2026/099' where user_id = auth.uid()`;
    });

    const after = await documentOf('sip');
    expect(after).toMatchObject({ id: sip.id, verified_at: null, verified_by: null, verification_code: null });
    expect((await documentOf('str')).verification_code).toBe(str.verification_code);
    const [withdrawn] = await check(oldCode.toLowerCase());
    expect(withdrawn).toMatchObject({
      status: 'withdrawn',
      kind: 'sip',
      title: 'Surat Izin Praktik',
      holder_name: null,
      organization_name: null,
    });
    expect(withdrawn!.withdrawn_on).toBeInstanceOf(Date);
    const [audit] = await db.sql<
      { action: string; actor_id: string; before: { verification_code: string }; after: Record<string, unknown> }[]
    >`
      select action, actor_id, before, after from public.audit_logs
      where entity = 'documents' and entity_id = ${sip.id} order by id desc limit 1`;
    expect(audit).toMatchObject({
      action: 'documents.unverify',
      actor_id: actors.anggota.userId,
      before: { verification_code: oldCode },
      after: { reason: 'licence_changed', verified_at: null, verification_code: null },
    });

    // The next verification gives a new code; the old one stays withdrawn.
    const newCode = await verifyAs('dpcBandung', sip.id);
    expect(newCode).toMatch(/^DOK-SIP-[0-9A-F]{8}$/);
    expect(newCode).not.toBe(oldCode);
    expect(await check(newCode)).toEqual([
      expect.objectContaining({ status: 'valid', holder_name: 'Siti Nurhaliza, A.Md.AK.' }),
    ]);
    expect(await check(oldCode)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
  });

  it.each([
    ['sip', `sip_expiry_date = date '2031-12-31'`],
    ['sip', `sip_practice_place = 'Klinik Pratama Sehat'`],
    ['str', `str_number = 'STR-BARU-0001'`],
    ['str', `str_expiry_date = date '2040-01-01'`],
  ] as const)('a change of %s data (%s) withdraws it; other fields do not', async (kind, set) => {
    await tryAs(db.sql, actors.anggota, async (tx) => {
      await tx.unsafe(
        `update public.members set workplace = 'RS Baru', education = 'D4 Teknologi Laboratorium Medis' where user_id = auth.uid()`,
      );
      expect((await documentOf(kind, tx)).verified_at).not.toBeNull();
      await tx.unsafe(`update public.members set ${set} where user_id = auth.uid()`);
      expect((await documentOf(kind, tx)).verified_at).toBeNull();
    });
    // Setting the same value again is no change.
    await tryAs(db.sql, actors.anggota, async (tx) => {
      await tx`update public.members set sip_number = sip_number, str_number = str_number where user_id = auth.uid()`;
      expect((await documentOf(kind, tx)).verified_at).not.toBeNull();
    });
  });

  it('an officer editing the member, and a write by the system, withdraw it too', async () => {
    await tryAs(db.sql, actors.dpcBandung, async (tx) => {
      await tx`update public.members set str_number = 'STR-KOREKSI-01' where id = ${siti.id}`;
      expect((await documentOf('str', tx)).verified_at).toBeNull();
    });
    await db.sql
      .begin(async (tx) => {
        await tx`update public.members set str_number = 'STR-IMPOR-01' where id = ${siti.id}`;
        expect((await documentOf('str', tx)).verified_at).toBeNull();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await documentOf('str')).verified_at).not.toBeNull();
  });

  it('a new file of a licence withdraws the earlier verified one; the new one waits for verification', async () => {
    const str = await documentOf('str');
    await tryAs(db.sql, actors.anggota, async (tx) => {
      await tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
               values (${siti.id}, ${siti.organization_id}, 'str', 'Surat Tanda Registrasi', ${`${siti.id}/str-baru.pdf`})`;
      const newest = await documentOf('str', tx);
      expect(newest.id).not.toBe(str.id);
      expect(newest.verified_at).toBeNull();
      const [old] = await tx`select verified_at, verification_code from public.documents where id = ${str.id}`;
      expect(old).toEqual({ verified_at: null, verification_code: null });
      const [found] = await tx`select status from public.verify_document(${str.verification_code!})`;
      expect(found).toEqual({ status: 'withdrawn' });
      await tx`select set_config('role', 'postgres', true)`; // the audit log is the auditors'
      const [audit] = await tx`select action, after ->> 'reason' as reason from public.audit_logs
                               where entity = 'documents' and entity_id = ${str.id} order by id desc limit 1`;
      expect(audit).toEqual({ action: 'documents.unverify', reason: 'file_replaced' });
    });
  });

  it('a removed verified document’s code is withdrawn', async () => {
    const str = await documentOf('str');
    await tryAs(db.sql, actors.anggota, async (tx) => {
      expect(await tx`delete from public.documents where id = ${str.id} returning id`).toHaveLength(1);
      const [found] = await tx`select status, kind from public.verify_document(${str.verification_code!})`;
      expect(found).toEqual({ status: 'withdrawn', kind: 'str' });
    });
  });
});

describe('withdrawn codes', () => {
  it('are never given again: not by an officer, not by the owner of the schema, in any case', async () => {
    const sip = await documentOf('sip');
    const code = sip.verification_code!;
    await as(
      db.sql,
      actors.anggota,
      (tx) => tx`update public.members set sip_practice_place = 'RS Lain' where user_id = auth.uid()`,
    );
    const [withdrawn] = await check(code);
    expect(withdrawn).toMatchObject({ status: 'withdrawn' });
    const insert = (tx: postgres.TransactionSql, value: string) =>
      tx`insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
         values (${siti.id}, ${siti.organization_id}, 'sip', 'Surat Izin Praktik', ${`${siti.id}/ulang.pdf`}, ${value})`;
    expect(await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => insert(tx, code)))).toBe('42501');
    expect(await sqlState(tryAs(db.sql, actors.superadmin, (tx) => insert(tx, code.toLowerCase())))).toBe('42501');
    expect(await sqlState(db.sql.begin((tx) => insert(tx, code)))).toBe('42501');
    // Nobody reads the withdrawn codes through the API.
    for (const who of ['anon', 'anggota', 'superadmin'] as const) {
      expect(
        await sqlState(tryAs(db.sql, actors[who], (tx) => tx`select code from private.withdrawn_document_codes`)),
        who,
      ).toBe('42501');
    }
  });
});

describe('the file under a verified code', () => {
  it('is never replaced or removed through the API, by the member or an officer; once withdrawn the member may', async () => {
    const [doc] = await db.sql<{ id: string; storage_path: string }[]>`
      insert into public.documents (member_id, organization_id, kind, title, storage_path)
      values (${siti.id}, ${siti.organization_id}, 'str', 'Surat Tanda Registrasi', ${`${siti.id}/str-terkunci.pdf`})
      returning id, storage_path`;
    await db.sql`insert into storage.objects (bucket_id, name, metadata)
                 values ('member-documents', ${doc!.storage_path}, '{"mimetype": "application/pdf"}')`;
    await verifyAs('dpcBandung', doc!.id);
    const write = (who: keyof DemoActors, op: 'update' | 'delete' | 'move') =>
      tryAs(db.sql, actors[who], async (tx) => {
        await tx`select set_config('storage.allow_delete_query', 'true', true)`;
        if (op === 'delete')
          return (
            await tx`delete from storage.objects where bucket_id = 'member-documents' and name = ${doc!.storage_path} returning id`
          ).length;
        if (op === 'move')
          return (
            await tx`update storage.objects set name = ${`${siti.id}/dipindah.pdf`}
                           where bucket_id = 'member-documents' and name = ${doc!.storage_path} returning id`
          ).length;
        return (
          await tx`update storage.objects set metadata = '{"mimetype": "application/pdf", "size": 1}'
                         where bucket_id = 'member-documents' and name = ${doc!.storage_path} returning id`
        ).length;
      });
    for (const who of ['anggota', 'dpcBandung', 'dpwJabar', 'superadmin'] as const) {
      for (const op of ['update', 'delete', 'move'] as const) {
        expect(await write(who, op), `${who} ${op}`).toBe(0);
      }
    }
    // A new upload withdraws it; then the old file is the member's again.
    await as(
      db.sql,
      actors.anggota,
      (tx) => tx`
      insert into public.documents (member_id, organization_id, kind, title, storage_path)
      values (${siti.id}, ${siti.organization_id}, 'str', 'Surat Tanda Registrasi', ${`${siti.id}/str-pengganti.pdf`})`,
    );
    expect(await write('anggota', 'update')).toBe(1);
    expect(await write('anggota', 'delete')).toBe(1);
  });
});

describe('the public check names the chapter', () => {
  it('the member’s current DPC, and the DPC the document was verified in after a transfer', async () => {
    const [surabaya] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3578'`;
    const [doc] = await db.sql<{ id: string }[]>`
      insert into public.documents (member_id, organization_id, kind, title, storage_path)
      values (${siti.id}, ${siti.organization_id}, 'certificate', 'Sertifikat Pelatihan', ${`${siti.id}/sertifikat.pdf`})
      returning id`;
    const code = await verifyAs('dpcBandung', doc!.id);
    const sipDocument = await documentOf('sip');
    if (!sipDocument.verified_at) await verifyAs('dpcBandung', sipDocument.id);
    expect(await check(code)).toEqual([
      expect.objectContaining({ organization_name: 'Kota Bandung', issued_organization_name: 'Kota Bandung' }),
    ]);
    await db.sql
      .begin(async (tx) => {
        await tx`update public.members set organization_id = ${surabaya!.id} where id = ${siti.id}`;
        const [found] = await tx`select * from public.verify_document(${code})`;
        expect(found).toMatchObject({
          status: 'valid',
          organization_name: 'Kota Surabaya',
          issued_organization_name: 'Kota Bandung',
        });
        // Withdrawn after the move, the document waits for the officers of the current DPC.
        await tx`update public.members set sip_number = 'SIP/3578/2026/001' where id = ${siti.id}`;
        const [sip] =
          await tx`select o.name from public.documents d join public.organizations o on o.id = d.organization_id
                             where d.member_id = ${siti.id} and d.kind = 'sip' order by d.created_at desc limit 1`;
        expect(sip).toEqual({ name: 'Kota Surabaya' });
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });
});
