// Conformance: every storage-js call SIMK relies on, made through supabase-js against the local
// storage service, with the answers and error shapes of Supabase Storage.
import { StorageApiError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, memberIdOf, pdf, png, useStorageStack } from './harness.ts';

const stack = useStorageStack();
let own = '';

beforeAll(async () => {
  own = await memberIdOf(stack, DEMO.anggota);
});

/** The storage-js error of a refused call, with the platform's status in `statusCode`. */
function refusal(error: unknown) {
  expect(error).toBeInstanceOf(StorageApiError);
  const { status, statusCode, message } = error as StorageApiError;
  return { status, statusCode, message };
}

describe('buckets (service_role)', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const storage = stack.admin().storage;
    const created = await storage.createBucket('uji-protokol', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['text/plain'],
    });
    expect(created).toEqual({ data: { name: 'uji-protokol' }, error: null });

    const { data: bucket } = await storage.getBucket('uji-protokol');
    expect(bucket).toMatchObject({
      id: 'uji-protokol',
      name: 'uji-protokol',
      public: false,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['text/plain'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { data: all } = await storage.listBuckets();
    expect(all!.map((b) => b.id)).toEqual(
      expect.arrayContaining(['avatars', 'content-images', 'member-documents', 'uji-protokol']),
    );

    expect(await storage.updateBucket('uji-protokol', { public: true, fileSizeLimit: 2048 })).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    });
    expect((await storage.getBucket('uji-protokol')).data).toMatchObject({ public: true, file_size_limit: 2048 });

    expect((await storage.from('uji-protokol').upload('a.txt', 'isi', { contentType: 'text/plain' })).error).toBeNull();
    const notEmpty = await storage.deleteBucket('uji-protokol');
    expect(refusal(notEmpty.error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await storage.emptyBucket('uji-protokol')).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect(await storage.deleteBucket('uji-protokol')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect(refusal((await storage.getBucket('uji-protokol')).error)).toMatchObject({ statusCode: '404' });
  });

  it('refuses a duplicate bucket with 409', async () => {
    const { error } = await stack.admin().storage.createBucket('avatars');
    expect(refusal(error)).toEqual({ status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  it('shows users no buckets and lets them create none (storage.buckets has no policies)', async () => {
    const storage = stack.as('superadmin').storage;
    expect(await storage.listBuckets()).toEqual({ data: [], error: null });
    expect(refusal((await storage.getBucket('avatars')).error)).toMatchObject({ statusCode: '404' });
    expect(refusal((await storage.createBucket('milik-pengguna')).error)).toMatchObject({ statusCode: '403' });
  });
});

describe('upload, download and details', () => {
  it('uploads a Blob as multipart and downloads the same bytes', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const file = pdf('STR');
    const { data, error } = await documents.upload(`${own}/str.pdf`, file, { metadata: { kind: 'str' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      path: `${own}/str.pdf`,
      fullPath: `member-documents/${own}/str.pdf`,
    });

    const downloaded = await documents.download(`${own}/str.pdf`);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data!.type).toBe('application/pdf');
    expect(await downloaded.data!.text()).toBe(await file.text());

    const info = await documents.info(`${own}/str.pdf`);
    expect(info.data).toMatchObject({
      id: data!.id,
      name: `${own}/str.pdf`,
      bucketId: 'member-documents',
      size: file.size,
      contentType: 'application/pdf',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: { kind: 'str' },
      version: expect.any(String),
    });
    expect(await documents.exists(`${own}/str.pdf`)).toEqual({ data: true, error: null });
    expect((await documents.exists(`${own}/tidak-ada.pdf`)).data).toBe(false);
  });

  it('uploads a raw body with its content type, and the same path again only with upsert', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const bytes = new TextEncoder().encode('%PDF-1.4 mentah');
    expect((await documents.upload(`${own}/sip.pdf`, bytes, { contentType: 'application/pdf' })).error).toBeNull();

    const again = await documents.upload(`${own}/sip.pdf`, bytes, { contentType: 'application/pdf' });
    expect(refusal(again.error)).toEqual({ status: 400, statusCode: '409', message: 'The resource already exists' });

    // The seed's verified SIP lies on this name: its file is never replaced (decision 0045).
    expect((await documents.upload(`${own}/sip.pdf`, pdf('SIP baru'), { upsert: true })).error).not.toBeNull();
    expect(await (await documents.download(`${own}/sip.pdf`)).data!.text()).toContain('mentah');

    // Any other file: upsert and update replace it in place.
    expect((await documents.upload(`${own}/lampiran.pdf`, bytes, { contentType: 'application/pdf' })).error).toBeNull();
    const replaced = await documents.upload(`${own}/lampiran.pdf`, pdf('Lampiran baru'), { upsert: true });
    expect(replaced.error).toBeNull();
    expect(await (await documents.download(`${own}/lampiran.pdf`)).data!.text()).toContain('Lampiran baru');

    const updated = await documents.update(`${own}/lampiran.pdf`, pdf('Lampiran ketiga'));
    expect(updated.error).toBeNull();
    expect(updated.data!.id).toBe(replaced.data!.id);
    expect(await (await documents.download(`${own}/lampiran.pdf`)).data!.text()).toContain('Lampiran ketiga');
    expect((await documents.remove([`${own}/lampiran.pdf`])).error).toBeNull();
  });

  it('serves /object/authenticated/… to the bearer, with download as an attachment', async () => {
    const token = (await stack.as('anggota').auth.getSession()).data.session!.access_token;
    const response = await fetch(
      `${stack.storageUrl}/object/authenticated/member-documents/${own}/str.pdf?download=STR.pdf`,
      {
        headers: { authorization: `Bearer ${token}`, apikey: stack.keys.anonKey },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename=STR.pdf; filename*=UTF-8''STR.pdf;");
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("refuses a file over the bucket's size limit with 413 and a type it does not allow with 415", async () => {
    const avatars = stack.as('anggota').storage.from('avatars');
    const tooLarge = await avatars.upload(`${own}/besar.png`, png(2 * 1024 * 1024 + 1));
    expect(refusal(tooLarge.error)).toEqual({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const wrongType = await avatars.upload(`${own}/foto.gif`, new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(refusal(wrongType.error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type image/gif is not supported',
    });
    expect((await avatars.upload(`${own}/foto.png`, png(2 * 1024 * 1024))).error).toBeNull();
  });

  it('answers a missing object with 404 not_found in the platform body', async () => {
    const token = (await stack.as('anggota').auth.getSession()).data.session!.access_token;
    const response = await fetch(`${stack.storageUrl}/object/member-documents/${own}/hilang.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses a request without a valid JWT with 403', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('bukan-kunci-yang-benar-0123456789'));
    for (const authorization of [undefined, `Bearer ${forged}`]) {
      const response = await fetch(`${stack.storageUrl}/object/member-documents/${own}/str.pdf`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    }
  });
});

describe('public bucket', () => {
  it('serves content images at their public URL to anyone, and only public buckets there', async () => {
    const images = stack.as('superadmin').storage.from('content-images');
    expect((await images.upload('berita/sampul.png', png(), { cacheControl: '60' })).error).toBeNull();
    const { publicUrl } = images.getPublicUrl('berita/sampul.png').data;
    expect(publicUrl).toBe(`${stack.storageUrl}/object/public/content-images/berita/sampul.png`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=60');

    const anonInfo = await stack.anon().storage.from('content-images').info('berita/sampul.png');
    expect(anonInfo.data).toMatchObject({ name: 'berita/sampul.png', contentType: 'image/png' });

    const privateAtPublicUrl = await fetch(
      stack.as('anggota').storage.from('member-documents').getPublicUrl(`${own}/str.pdf`).data.publicUrl,
    );
    expect(privateAtPublicUrl.status).toBe(400);
    expect(await privateAtPublicUrl.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('signed URLs', () => {
  it('signs a download URL that works without a token until it expires', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const { data, error } = await documents.createSignedUrl(`${own}/str.pdf`, 60, { download: true });
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(
        `^${stack.storageUrl}/object/sign/member-documents/${own}/str\\.pdf\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+&download=$`,
      ),
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('STR');
    expect(response.headers.get('content-disposition')).toBe('attachment;');

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const elsewhere = await fetch(`${stack.storageUrl}/object/sign/member-documents/${own}/sip.pdf?token=${token}`);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const expired = await documents.createSignedUrl(`${own}/str.pdf`, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(expired.data!.signedUrl);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'ExpiredToken', message: 'The provided token has expired.' });
  });

  it('signs many paths at once, with an error for each one the caller cannot read', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const { data, error } = await documents.createSignedUrls([`${own}/str.pdf`, `${own}/tidak-ada.pdf`], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        error: null,
        path: `${own}/str.pdf`,
        signedURL: expect.any(String),
        signedUrl: expect.stringContaining('token='),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: `${own}/tidak-ada.pdf`,
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
  });

  it('signs an upload URL that another client can upload to with the token', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const signed = await documents.createSignedUploadUrl(`${own}/mutasi.pdf`);
    expect(signed.error).toBeNull();
    expect(signed.data).toEqual({
      signedUrl: expect.stringContaining('/object/upload/sign/'),
      path: `${own}/mutasi.pdf`,
      token: expect.any(String),
    });

    const uploaded = await stack
      .anon()
      .storage.from('member-documents')
      .uploadToSignedUrl(`${own}/mutasi.pdf`, signed.data!.token, pdf('mutasi'));
    expect(uploaded).toEqual({
      data: { path: `${own}/mutasi.pdf`, fullPath: `member-documents/${own}/mutasi.pdf` },
      error: null,
    });
    expect(await (await documents.download(`${own}/mutasi.pdf`)).data!.text()).toContain('mutasi');
    const [row] = await stack.db.sql<{ owner_id: string }[]>`
      select owner_id from storage.objects where bucket_id = 'member-documents' and name = ${`${own}/mutasi.pdf`}`;
    const { data: user } = await stack.as('anggota').auth.getUser();
    expect(row!.owner_id).toBe(user.user!.id);

    const wrongPath = await stack
      .anon()
      .storage.from('member-documents')
      .uploadToSignedUrl(`${own}/lain.pdf`, signed.data!.token, pdf());
    expect(refusal(wrongPath.error)).toMatchObject({ statusCode: '400' });
  });
});

describe('listing and removal', () => {
  it('lists one level with folders, search, sorting and paging', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    expect((await documents.upload(`${own}/arsip/lama.pdf`, pdf())).error).toBeNull();

    const { data, error } = await documents.list(own);
    expect(error).toBeNull();
    expect(data!.map((item) => item.name)).toEqual(['arsip', 'mutasi.pdf', 'sip.pdf', 'str.pdf']);
    expect(data![0]).toEqual({
      name: 'arsip',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data![3]).toMatchObject({
      name: 'str.pdf',
      id: expect.any(String),
      metadata: { mimetype: 'application/pdf', size: expect.any(Number) },
    });

    expect((await documents.list(own, { search: 's' })).data!.map((item) => item.name)).toEqual(['sip.pdf', 'str.pdf']);
    expect(
      (await documents.list(own, { sortBy: { column: 'name', order: 'desc' }, limit: 2, offset: 1 })).data!.map(
        (item) => item.name,
      ),
    ).toEqual(['sip.pdf', 'mutasi.pdf']);
    expect((await documents.list(`${own}/arsip`)).data!.map((item) => item.name)).toEqual(['lama.pdf']);
  });

  it('removes objects and returns the removed rows; their files are gone', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const { data, error } = await documents.remove([
      `${own}/arsip/lama.pdf`,
      `${own}/mutasi.pdf`,
      `${own}/tidak-ada.pdf`,
    ]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name).sort()).toEqual([`${own}/arsip/lama.pdf`, `${own}/mutasi.pdf`]);
    expect(data![0]).toMatchObject({ bucket_id: 'member-documents', id: expect.any(String) });
    expect((await documents.exists(`${own}/mutasi.pdf`)).data).toBe(false);
    expect((await documents.list(own)).data!.map((item) => item.name)).toEqual(['sip.pdf', 'str.pdf']);
  });

  it('keeps rows from being deleted by SQL, outside the storage API', async () => {
    await expect(stack.db.sql`delete from storage.objects where bucket_id = 'member-documents'`).rejects.toMatchObject({
      code: '42501',
    });
  });
});

describe('names and browsers', () => {
  it('keeps names with spaces and punctuation intact through upload, signed URL and listing', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const path = `${own}/Surat Tanda (2026) & SIP.pdf`;
    expect((await documents.upload(path, pdf('nama'))).data).toMatchObject({ path });
    expect(await (await documents.download(path)).data!.text()).toContain('nama');
    const signed = await documents.createSignedUrl(path, 60);
    expect(await (await fetch(signed.data!.signedUrl)).text()).toContain('nama');
    expect((await documents.list(own, { search: 'Surat' })).data!.map((item) => item.name)).toEqual([
      'Surat Tanda (2026) & SIP.pdf',
    ]);
    expect((await documents.remove([path])).data).toHaveLength(1);
  });

  it('refuses a key that climbs out of its folder: the URL resolves to the bucket root, no member folder', async () => {
    const { error } = await stack.as('anggota').storage.from('member-documents').upload(`${own}/../x.pdf`, pdf());
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    expect((await stack.admin().storage.from('member-documents').exists('x.pdf')).data).toBe(false);
  });

  it('answers the preflight of the web app with the headers storage-js sends', async () => {
    const preflight = await fetch(`${stack.storageUrl}/object/member-documents/${own}/str.pdf`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,x-upsert,cache-control',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers')!;
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-upsert', 'cache-control']) {
      expect(allowed).toContain(header);
    }
  });
});
