// Who may read and write which files: the policies of 20261122001100_storage.sql decided through
// the storage service, per bucket, role and folder, with storage-js's own calls. A file outside
// the caller's reach answers exactly like a file that does not exist, whatever path is guessed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, memberIdOf, memberInDpc, pdf, png, useStorageStack, type DemoName } from './harness.ts';

const stack = useStorageStack();

type Actor = DemoName | 'anon';
const ACTORS: Actor[] = ['anon', 'anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'superadmin'];

/** The member folders under test: whose they are and the DPC (BPS code) that holds them. */
interface Folder {
  label: string;
  id: string;
  bps: string;
  owner: Actor | null;
}
let folders: Folder[] = [];

/** Officer scope of the demo accounts (seed): DPC Kota Bandung, DPC Kota Surabaya, DPW Jawa Barat, DPP. */
function administers(actor: Actor, bps: string): boolean {
  if (actor === 'superadmin') return true;
  if (actor === 'dpwJabar') return bps.startsWith('32');
  if (actor === 'dpcBandung') return bps === '3273';
  if (actor === 'dpcSurabaya') return bps === '3578';
  return false;
}
const inReach = (actor: Actor, folder: Folder) => folder.owner === actor || administers(actor, folder.bps);

const client = (actor: Actor): SupabaseClient => (actor === 'anon' ? stack.anon() : stack.as(actor));
const FILE_OF = { 'member-documents': 'str.pdf', avatars: 'foto.png' } as const;
const BODY_OF = { 'member-documents': () => pdf('rahasia'), avatars: () => png() };
type MemberBucket = keyof typeof FILE_OF;
const MEMBER_BUCKETS: MemberBucket[] = ['member-documents', 'avatars'];

beforeAll(async () => {
  folders = [
    { label: 'own', id: await memberIdOf(stack, DEMO.anggota), bps: '3273', owner: 'anggota' },
    { label: 'bandung', id: await memberInDpc(stack, '3273'), bps: '3273', owner: null },
    { label: 'kab-bandung', id: await memberInDpc(stack, '3204'), bps: '3204', owner: null },
    { label: 'surabaya', id: await memberInDpc(stack, '3578'), bps: '3578', owner: null },
  ];
  const admin = stack.admin().storage;
  for (const bucket of MEMBER_BUCKETS) {
    for (const folder of folders) {
      const { error } = await admin.from(bucket).upload(`${folder.id}/${FILE_OF[bucket]}`, BODY_OF[bucket]());
      expect(error).toBeNull();
    }
  }
});

describe.each(MEMBER_BUCKETS)('%s', (bucket) => {
  it('downloads, signs and lists a folder only for its member and officers in scope', async () => {
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const files = client(actor).storage.from(bucket);
      for (const folder of folders) {
        const path = `${folder.id}/${FILE_OF[bucket]}`;
        const expected = inReach(actor, folder);
        const download = await files.download(path);
        const signed = await files.createSignedUrl(path, 60);
        const listed = await files.list(folder.id);
        const outcome = {
          download: download.error === null,
          sign: signed.error === null,
          list: (listed.data ?? []).some((item) => item.name === FILE_OF[bucket]),
        };
        for (const [call, allowed] of Object.entries(outcome)) {
          if (allowed !== expected)
            failures.push(`${actor} ${call} ${folder.label}: expected ${expected ? 'allowed' : 'denied'}`);
        }
        // A refused read is indistinguishable from a missing file.
        if (!expected) {
          expect(download.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
          expect(signed.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the member and officers in scope upload into a folder, and nobody else', async () => {
    const failures: string[] = [];
    for (const actor of ACTORS) {
      for (const folder of folders) {
        const path = `${folder.id}/unggah-${actor}.${bucket === 'avatars' ? 'png' : 'pdf'}`;
        const { error } = await client(actor).storage.from(bucket).upload(path, BODY_OF[bucket]());
        const expected = inReach(actor, folder);
        if ((error === null) !== expected)
          failures.push(`${actor} upload ${folder.label}: expected ${expected ? 'allowed' : 'denied'}`);
        if (!expected) expect(error).toMatchObject({ status: 400, statusCode: '403' });
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps a member from overwriting, removing or signing an upload into another member's folder", async () => {
    const files = stack.as('anggota').storage.from(bucket);
    const other = folders.find((f) => f.label === 'surabaya')!;
    const path = `${other.id}/${FILE_OF[bucket]}`;
    expect((await files.upload(path, BODY_OF[bucket](), { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await files.update(path, BODY_OF[bucket]())).error).toMatchObject({ statusCode: '403' });
    expect((await files.createSignedUploadUrl(`${other.id}/baru.pdf`)).error).toMatchObject({ statusCode: '403' });
    expect(await files.remove([path])).toEqual({ data: [], error: null });
    expect((await stack.admin().storage.from(bucket).exists(path)).data).toBe(true);
  });

  it("shows the details of another member's file on no route", async () => {
    const other = folders.find((f) => f.label === 'surabaya')!;
    const path = `${other.id}/${FILE_OF[bucket]}`;
    expect((await stack.as('anggota').storage.from(bucket).info(path)).error).toMatchObject({ statusCode: '404' });
    const token = (await stack.as('anggota').auth.getSession()).data.session!.access_token;
    for (const route of ['info', 'info/authenticated', 'info/public', 'authenticated', 'public']) {
      const response = await fetch(`${stack.storageUrl}/object/${route}/${bucket}/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, route).toBe(400);
      expect(((await response.json()) as { statusCode: string }).statusCode, route).toBe('404');
    }
    expect((await stack.as('dpcSurabaya').storage.from(bucket).info(path)).data).toMatchObject({ name: path });
  });

  it('refuses paths that are not a member folder, without an error', async () => {
    const files = stack.as('anggota').storage.from(bucket);
    for (const path of [`bukan-uuid/${FILE_OF[bucket]}`, FILE_OF[bucket], `00000000-0000-0000-0000-000000000000/x`]) {
      expect((await files.upload(path, BODY_OF[bucket]())).error).toMatchObject({ statusCode: '403' });
    }
  });
});

describe('content-images', () => {
  it('is written by content editors only and read by anyone', async () => {
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const { error } = await client(actor).storage.from('content-images').upload(`uji/${actor}.png`, png());
      const expected = actor === 'superadmin';
      if ((error === null) !== expected) failures.push(`${actor} upload: expected ${expected ? 'allowed' : 'denied'}`);
    }
    expect(failures).toEqual([]);
    for (const actor of ACTORS) {
      const { data, error } = await client(actor).storage.from('content-images').download('uji/superadmin.png');
      expect(error, actor).toBeNull();
      expect(data!.type).toBe('image/png');
      expect((await client(actor).storage.from('content-images').list('uji')).data!.map((item) => item.name)).toEqual([
        'superadmin.png',
      ]);
    }
    expect(await stack.as('dpcBandung').storage.from('content-images').remove(['uji/superadmin.png'])).toEqual({
      data: [],
      error: null,
    });
    expect(
      (await stack.as('superadmin').storage.from('content-images').remove(['uji/superadmin.png'])).data,
    ).toHaveLength(1);
  });
});

describe('which policy each call needs', () => {
  // A bucket whose policies grant one operation each, to pin the platform's mapping: an upload
  // needs INSERT, an upsert INSERT + SELECT + UPDATE, a download or a signed URL SELECT.
  beforeAll(async () => {
    await stack.db.sql.unsafe(`
      insert into storage.buckets (id, name) values ('uji-kebijakan', 'uji-kebijakan');
      create policy uji_insert on storage.objects for insert to authenticated
        with check (bucket_id = 'uji-kebijakan');
      create policy uji_select on storage.objects for select to authenticated
        using (bucket_id = 'uji-kebijakan' and name like 'baca/%');
      create policy uji_update on storage.objects for update to authenticated
        using (bucket_id = 'uji-kebijakan' and name like 'baca/ubah/%');
    `);
  });

  it('uploads with INSERT alone, and upserts only where SELECT and UPDATE also allow it', async () => {
    const files = stack.as('anggota').storage.from('uji-kebijakan');
    const text = (body: string) => ({ body, options: { contentType: 'text/plain' } });
    const put = (path: string, upsert: boolean) => {
      const { body, options } = text(path);
      return files.upload(path, body, { ...options, upsert });
    };
    for (const path of ['tulis/a.txt', 'baca/a.txt', 'baca/ubah/a.txt'])
      expect((await put(path, false)).error).toBeNull();

    expect((await put('tulis/a.txt', true)).error).toMatchObject({ statusCode: '403' }); // no SELECT, no UPDATE
    expect((await put('baca/a.txt', true)).error).toMatchObject({ statusCode: '403' }); // no UPDATE
    expect((await put('baca/ubah/a.txt', true)).error).toBeNull();

    expect((await files.download('tulis/a.txt')).error).toMatchObject({ statusCode: '404' });
    expect((await files.createSignedUrl('tulis/a.txt', 60)).error).toMatchObject({ statusCode: '404' });
    expect((await files.download('baca/a.txt')).error).toBeNull();
    expect((await files.createSignedUrl('baca/a.txt', 60)).error).toBeNull();
    // No DELETE policy: nothing is removed.
    expect(await files.remove(['baca/a.txt'])).toEqual({ data: [], error: null });
  });
});
