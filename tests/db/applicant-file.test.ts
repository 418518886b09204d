// The applicant file (issue 28 §4) in SQL: an applicant (PENDING, no NAP) files their own papers
// (documents_insert and the member-documents storage policies already allow it) and no one else's;
// a DPC officer sees the papers of applicants in scope only; private.application_missing is the one
// rule of what a file lacks, and reads the documents as the caller.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import {
  type Actor,
  type DemoActors,
  as,
  authenticated,
  demoActors,
  signUpInBandung,
  tryAs,
} from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let sekar: { actor: Actor; memberId: string };
let dimas: { actor: Actor; memberId: string };
let wulan: { actor: Actor; memberId: string };

/** A stranger who signs up in Kota Surabaya: a pending applicant there. */
async function signUpInSurabaya(sql: postgres.Sql, email: string, fullName: string) {
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  const [row] = await sql<{ id: string }[]>`
    select private.submit_membership_application(${user!.id}, ${fullName}, ${email}, null,
      (select id from public.organizations where bps_code = '3578'), 'BIASA') as id`;
  return { actor: authenticated(email, user!.id, email), memberId: row!.id };
}

/** Files a document as the applicant, the way POST /profile/documents does (committed). */
function fileAs(applicant: { actor: Actor; memberId: string }, kind: string, name: string) {
  return as(db.sql, applicant.actor, async (tx) => {
    await tx`insert into storage.objects (bucket_id, name, metadata)
             values ('member-documents', ${`${applicant.memberId}/${name}`}, '{"mimetype": "application/pdf"}')`;
    await tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
             select m.id, m.organization_id, ${kind}::public.document_kind, ${kind}, ${`${applicant.memberId}/${name}`}
             from public.members m where m.id = ${applicant.memberId}`;
  });
}

/** What the file lacks, read as `actor` (null when the actor cannot see the member). */
async function missingAs(actor: Actor, memberId: string): Promise<string[] | null> {
  const [row] = await tryAs(
    db.sql,
    actor,
    (tx) => tx<{ missing: string[] }[]>`
      select private.application_missing(m) as missing from public.members m where m.id = ${memberId}`,
  );
  return row?.missing ?? null;
}

/** The storage paths of the member's documents `actor` sees, through RLS. */
async function documentsSeenBy(actor: Actor, memberId: string): Promise<string[]> {
  const rows = await tryAs(
    db.sql,
    actor,
    (tx) => tx<{ storage_path: string }[]>`
      select storage_path from public.documents where member_id = ${memberId} order by storage_path`,
  );
  return rows.map((row) => row.storage_path);
}

/** The member-documents objects in the member's folder `actor` sees (what a signed URL needs). */
async function filesSeenBy(actor: Actor, memberId: string): Promise<string[]> {
  const rows = await tryAs(
    db.sql,
    actor,
    (tx) => tx<{ name: string }[]>`
      select name from storage.objects
      where bucket_id = 'member-documents' and name like ${`${memberId}/%`} order by name`,
  );
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  sekar = await signUpInBandung(db.sql, 'sekar.berkas@contoh.id', 'Sekar Ayu');
  dimas = await signUpInBandung(db.sql, 'dimas.berkas@contoh.id', 'Dimas Arya');
  wulan = await signUpInSurabaya(db.sql, 'wulan.berkas@contoh.id', 'Wulan Sari');
});

describe('an applicant files their own papers', () => {
  it('a new applicant lacks the STR number and file and a diploma; the SIP only once its number is given', async () => {
    expect(await missingAs(sekar.actor, sekar.memberId)).toEqual(['str_number', 'str_document', 'diploma_document']);
    await as(
      db.sql,
      sekar.actor,
      (tx) => tx`update public.members set sip_number = 'SIP/1' where id = ${sekar.memberId}`,
    );
    expect(await missingAs(sekar.actor, sekar.memberId)).toEqual([
      'str_number',
      'str_document',
      'sip_document',
      'diploma_document',
    ]);
  });

  it('uploads and records an STR, a SIP and a diploma in their own folder; the file is then complete', async () => {
    await fileAs(sekar, 'str', 'str-1.pdf');
    await fileAs(sekar, 'sip', 'sip-1.pdf');
    await fileAs(sekar, 'certificate', 'certificate-1.pdf');
    await as(
      db.sql,
      sekar.actor,
      (tx) => tx`update public.members set str_number = 'STR-77' where id = ${sekar.memberId}`,
    );
    expect(await missingAs(sekar.actor, sekar.memberId)).toEqual([]);
    // A number of only spaces is no number.
    await tryAs(db.sql, sekar.actor, async (tx) => {
      await tx`update public.members set str_number = '  ' where id = ${sekar.memberId}`;
      const [row] = await tx<{ missing: string[] }[]>`
        select private.application_missing(m) as missing from public.members m where m.id = ${sekar.memberId}`;
      expect(row!.missing).toEqual(['str_number']);
    });
  });

  it('cannot file into another applicant’s folder or record a document as theirs', async () => {
    const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const bandungId = bandung!.id;
    await expect(
      tryAs(
        db.sql,
        dimas.actor,
        (tx) => tx`insert into storage.objects (bucket_id, name, metadata)
                   values ('member-documents', ${`${sekar.memberId}/str-2.pdf`}, '{}')`,
      ),
    ).rejects.toThrow();
    await expect(
      tryAs(
        db.sql,
        dimas.actor,
        // Values given outright: a select of Sekar's row would find nothing under Dimas's RLS.
        (tx) => tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
                   values (${sekar.memberId}, ${bandungId}, 'str', 'STR', ${`${sekar.memberId}/str-2.pdf`})`,
      ),
    ).rejects.toThrow();
    // Nor under their own id with a file in someone else's folder.
    await expect(
      tryAs(
        db.sql,
        dimas.actor,
        (tx) => tx`insert into public.documents (member_id, organization_id, kind, title, storage_path)
                   select m.id, m.organization_id, 'str', 'STR', ${`${sekar.memberId}/str-1.pdf`}
                   from public.members m where m.id = ${dimas.memberId}`,
      ),
    ).rejects.toThrow();
  });

  it('cannot vouch for their own document or give it a verification code', async () => {
    await expect(
      tryAs(
        db.sql,
        sekar.actor,
        (
          tx,
        ) => tx`insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
                   select m.id, m.organization_id, 'str', 'STR', ${`${sekar.memberId}/str-9.pdf`}, 'DOK-STR-SENDIRI'
                   from public.members m where m.id = ${sekar.memberId}`,
      ),
    ).rejects.toThrow();
    const [document] = await db.sql<{ id: string }[]>`
      select id from public.documents where member_id = ${sekar.memberId} and kind = 'str'`;
    await expect(
      tryAs(db.sql, sekar.actor, (tx) => tx`select public.mark_document_verified(${document!.id})`),
    ).rejects.toThrow();
  });
});

describe('who sees an applicant’s papers', () => {
  it('the applicant sees only their own; another applicant sees none of them', async () => {
    expect(await documentsSeenBy(sekar.actor, sekar.memberId)).toHaveLength(3);
    expect(await filesSeenBy(sekar.actor, sekar.memberId)).toHaveLength(3);
    expect(await documentsSeenBy(dimas.actor, sekar.memberId)).toEqual([]);
    expect(await filesSeenBy(dimas.actor, sekar.memberId)).toEqual([]);
    expect(await missingAs(dimas.actor, sekar.memberId)).toBeNull();
  });

  it('the DPC officer of the applicant sees the papers and the same judgement; another DPC’s officer sees nothing', async () => {
    expect(await documentsSeenBy(actors.dpcBandung, sekar.memberId)).toHaveLength(3);
    expect(await filesSeenBy(actors.dpcBandung, sekar.memberId)).toHaveLength(3);
    expect(await missingAs(actors.dpcBandung, sekar.memberId)).toEqual([]);
    expect(await missingAs(actors.dpcBandung, dimas.memberId)).toEqual([
      'str_number',
      'str_document',
      'diploma_document',
    ]);

    expect(await documentsSeenBy(actors.dpcSurabaya, sekar.memberId)).toEqual([]);
    expect(await filesSeenBy(actors.dpcSurabaya, sekar.memberId)).toEqual([]);
    expect(await missingAs(actors.dpcSurabaya, sekar.memberId)).toBeNull();
    // And the other way round: Wulan's papers are Surabaya's, not Bandung's.
    await fileAs(wulan, 'str', 'str-1.pdf');
    expect(await documentsSeenBy(actors.dpcSurabaya, wulan.memberId)).toHaveLength(1);
    expect(await documentsSeenBy(actors.dpcBandung, wulan.memberId)).toEqual([]);
    expect(await filesSeenBy(actors.dpcBandung, wulan.memberId)).toEqual([]);
  });

  it('the DPW sees the papers of its DPCs’ applicants, not those of another province', async () => {
    expect(await documentsSeenBy(actors.dpwJabar, sekar.memberId)).toHaveLength(3);
    expect(await documentsSeenBy(actors.dpwJabar, wulan.memberId)).toEqual([]);
  });
});
