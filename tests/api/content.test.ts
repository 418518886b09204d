import { beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../supabase/functions/_shared/contracts/content.ts';
import { useBackend } from '../support/backend.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);

type Item = { slug: string; [key: string]: unknown };
type Page = { pagination: { page: number; limit: number; total: number; pages: number } };

/** Rows the public must never see: archived, and published with a date still to come (the seed adds drafts). */
beforeAll(async () => {
  await db.sql`
    insert into public.news (slug, title, content, status, published_at) values
      ('uji-berita-arsip', 'Arsip', 'Isi', 'archived', now() - interval '1 day'),
      ('uji-berita-terjadwal', 'Terjadwal', 'Isi', 'published', now() + interval '1 day')`;
  await db.sql`
    insert into public.blog_posts (slug, title, content, status, published_at) values
      ('uji-blog-terjadwal', 'Terjadwal', 'Isi', 'published', now() + interval '1 day')`;
  await db.sql`
    insert into public.events (slug, title, description, starts_at, ends_at, status, published_at) values
      ('uji-acara-arsip', 'Arsip', 'Isi', now() + interval '3 days', now() + interval '4 days', 'archived', now())`;
});

async function published(table: 'news' | 'blog_posts' | 'events'): Promise<string[]> {
  const rows = await db.sql.unsafe<{ slug: string }[]>(
    `select slug from public.${table} where status = 'published' and published_at <= now()`,
  );
  return rows.map((row) => row.slug);
}

async function unpublished(table: 'news' | 'blog_posts' | 'events'): Promise<string[]> {
  const rows = await db.sql.unsafe<{ slug: string }[]>(
    `select slug from public.${table} where not (status = 'published' and published_at <= now())`,
  );
  return rows.map((row) => row.slug);
}

describe('news', () => {
  it('lists published news only, newest first, one page at a time, without bodies', async () => {
    const all = await backend.call('GET', '/content/news?limit=50');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const news = all.body.data?.news as Item[];
    expect(news.map((n) => n.slug).sort()).toEqual((await published('news')).sort());
    const hidden = await unpublished('news');
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    expect(news.some((n) => hidden.includes(n.slug))).toBe(false);
    expect(news[0]).not.toHaveProperty('content');
    const dates = news.map((n) => Date.parse(n.publishedAt as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const second = await backend.call('GET', '/content/news?page=2&limit=2');
    expect((second.body.data?.news as Item[]).map((n) => n.slug)).toEqual(news.slice(2, 4).map((n) => n.slug));
    expect((second.body.data as Page).pagination).toEqual({
      page: 2,
      limit: 2,
      total: news.length,
      pages: Math.ceil(news.length / 2),
    });
    const beyond = await backend.call('GET', '/content/news?page=99');
    expect(beyond.body.data).toMatchObject({ news: [], pagination: { page: 99, total: news.length } });
  });

  it('gives one published item by slug, and 404 in Indonesian for unknown, draft or scheduled ones', async () => {
    const item = await backend.call('GET', '/content/news/str-berlaku-seumur-hidup');
    expect(item.status).toBe(200);
    expect(item.body.data?.news).toMatchObject({
      slug: 'str-berlaku-seumur-hidup',
      content: expect.stringContaining('Undang-Undang'),
      priority: 'HIGH',
    });
    for (const slug of [
      'draf-panduan-mutasi-anggota',
      'uji-berita-terjadwal',
      'uji-berita-arsip',
      'tidak-ada',
      'Bukan_Slug',
    ]) {
      const missing = await backend.call('GET', `/content/news/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        success: false,
        error: {
          code: 'RECORD_NOT_FOUND',
          message: indonesianText(contentMessages.newsNotFound),
          key: contentMessages.newsNotFound,
        },
      });
    }
  });

  it('rejects bad paging parameters with 400 and an Indonesian message', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'limit=0', 'limit=51']) {
      const response = await backend.call('GET', `/content/news?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error?.code).toBe('VALIDATION_ERROR');
      expect([indonesianText(contentMessages.pageInvalid), indonesianText(contentMessages.limitInvalid)]).toContain(
        response.body.error?.message,
      );
    }
  });
});

describe('blog', () => {
  it('lists and shows published posts only', async () => {
    const list = await backend.call('GET', '/content/blog?limit=50');
    const posts = list.body.data?.posts as Item[];
    expect(posts.map((p) => p.slug).sort()).toEqual((await published('blog_posts')).sort());
    expect(posts[0]).not.toHaveProperty('content');
    const post = await backend.call('GET', `/content/blog/${posts[0]!.slug}`);
    expect(post.body.data?.post).toMatchObject({ slug: posts[0]!.slug, content: expect.any(String) });
    for (const slug of ['draf-pengalaman-bertugas-di-papua', 'uji-blog-terjadwal']) {
      const missing = await backend.call('GET', `/content/blog/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error?.message).toBe(indonesianText(contentMessages.blogPostNotFound));
    }
  });
});

describe('events', () => {
  it('splits published events into upcoming (soonest first) and past (latest first)', async () => {
    const upcoming = (await backend.call('GET', '/content/events')).body.data?.events as Item[];
    const past = (await backend.call('GET', '/content/events?when=past&limit=50')).body.data?.events as Item[];
    const now = Date.now();
    expectEvery(upcoming, (e) => Date.parse(e.endsAt as string) >= now);
    expectEvery(past, (e) => Date.parse(e.endsAt as string) < now);
    const starts = upcoming.map((e) => Date.parse(e.startsAt as string));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect([...upcoming, ...past].map((e) => e.slug).sort()).toEqual((await published('events')).sort());
    expect(upcoming[0]).toMatchObject({
      slug: 'webinar-keselamatan-kerja-laboratorium',
      isOnline: true,
      skpCredits: 2,
      capacity: 1000,
      organizationName: null,
    });
    expect(upcoming.find((e) => e.slug === 'pelatihan-hematologi-surabaya')?.organizationName).toBe(
      'DPC Kota Surabaya',
    );

    const skp = (await backend.call('GET', '/content/events?skpOnly=true')).body.data?.events as Item[];
    expect(skp.length).toBeGreaterThan(0);
    expectEvery(skp, (e) => (e.skpCredits as number) > 0);
  });

  it('shows one event, hides drafts and archived ones, and rejects an unknown timing', async () => {
    expect((await backend.call('GET', '/content/events/kongres-nasional-2024')).body.data?.event).toMatchObject({
      title: 'Kongres Nasional 2024',
      registrationUrl: null,
    });
    for (const slug of ['rapat-pleno-dpp-draf', 'uji-acara-arsip']) {
      const missing = await backend.call('GET', `/content/events/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error?.message).toBe(indonesianText(contentMessages.eventNotFound));
    }
    const bad = await backend.call('GET', '/content/events?when=besok');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(indonesianText(contentMessages.whenInvalid));
  });
});

describe('structure and dues categories', () => {
  it('nests every active DPW under the DPP and every DPC under its DPW', async () => {
    const { status, body } = await backend.call('GET', '/content/structure');
    expect(status).toBe(200);
    const data = body.data as {
      national: { name: string; email: string };
      provinces: { name: string; bpsCode: string; branches: { bpsCode: string }[] }[];
    };
    expect(data.national).toMatchObject({ name: 'Dewan Pengurus Pusat', email: 'sekretariat@dpp.simk.test' });
    expect(data.provinces).toHaveLength(38);
    const [dpc] = await db.sql`select count(*)::int as n from public.organizations where level = 'DPC' and is_active`;
    expect(data.provinces.reduce((sum, p) => sum + p.branches.length, 0)).toBe(dpc?.n);
    const jabar = data.provinces.find((p) => p.bpsCode === '32');
    expect(jabar?.branches).toHaveLength(27);
    expectEvery(jabar?.branches, (b) => b.bpsCode.startsWith('32'));
  });

  it('lists the active dues categories only, with amounts in whole rupiah', async () => {
    const { body } = await backend.call('GET', '/content/dues-categories');
    const categories = (body.data as { categories: { name: string; amount: number; period: string }[] }).categories;
    expect(categories.map((c) => [c.name, c.amount, c.period])).toEqual([
      ['Iuran Pokok', 150000, 'monthly'],
      ['Iuran Pengembangan', 300000, 'quarterly'],
      ['Iuran Tahunan', 500000, 'annual'],
    ]);
  });
});

describe('POST /verification/documents', () => {
  const verify = (code: unknown) => backend.call('POST', '/verification/documents', { body: { code } });

  it('confirms a certificate by its code, in any case, with the public fields only', async () => {
    const [cert] = await db.sql`
      select c.verification_code, c.certificate_number, m.full_name,
             case when c.expires_on < current_date then 'expired' else 'active' end as status
      from public.certifications c
      join public.members m on m.id = c.member_id where m.email = 'anggota@simk.test' limit 1`;
    const response = await verify(` ${String(cert?.verification_code).toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.data).toEqual({
      type: 'certificate',
      title: expect.any(String),
      issuer: expect.any(String),
      certificateNumber: cert?.certificate_number,
      holderName: cert?.full_name,
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: cert?.status,
    });
  });

  it('confirms a document by its code without revealing its file, member or any other row', async () => {
    const [doc] = await db.sql`
      update public.documents d set verification_code = 'SR-2026-ABCD'
      where d.id = (select d2.id from public.documents d2 join public.members m on m.id = d2.member_id
                    where m.email = 'anggota@simk.test' and d2.kind = 'str' limit 1)
      returning d.title`;
    const response = await verify('sr-2026-abcd');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: 'document',
      documentKind: 'str',
      title: doc?.title,
      holderName: expect.any(String),
      organizationName: 'Kota Bandung',
      issuedOrganizationName: 'Kota Bandung',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("verifies the demo data's printed document codes", async () => {
    const [doc] = await db.sql`
      select d.verification_code from public.documents d join public.members m on m.id = d.member_id
      where m.email = 'anggota@simk.test' and d.kind = 'sip'`;
    expect(doc?.verification_code).toMatch(/^DOK-SIP-[0-9A-F]{8}$/);
    const response = await verify(doc?.verification_code);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'document',
      documentKind: 'sip',
      organizationName: 'Kota Bandung',
    });
  });

  it('gives anon the lookup function only, never the documents table', async () => {
    const attempt = db.sql.begin(async (tx) => {
      await tx`set local role anon`;
      return tx`select id from public.documents limit 1`;
    });
    await expect(attempt).rejects.toMatchObject({ code: '42501' });
    const [row] = await db.sql.begin(async (tx) => {
      await tx`set local role anon`;
      return tx`select * from public.verify_document('SR-2026-ABCD')`;
    });
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'holder_name',
      'issued_on',
      'issued_organization_name',
      'kind',
      'organization_name',
      'status',
      'title',
      'withdrawn_on',
    ]);
  });

  it('answers 404 for an unknown code and 400 for a missing or malformed one', async () => {
    const unknown = await verify('ffffffffffff');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(indonesianText(contentMessages.documentNotFound));
    for (const [code, message] of [
      ['', indonesianText(contentMessages.codeRequired)],
      [undefined, indonesianText(contentMessages.codeRequired)],
      ['ab', indonesianText(contentMessages.codeInvalid)],
      ["x' or '1'='1", indonesianText(contentMessages.codeInvalid)],
    ] as const) {
      const response = await verify(code);
      expect(response.status).toBe(400);
      expect(response.body.error?.message).toBe(message);
    }
  });
});

it('documents the content routes in the OpenAPI document', async () => {
  const doc = (await (await fetch(`${backend.api}/openapi.json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/content/news',
      '/api/v1/content/news/{slug}',
      '/api/v1/content/blog',
      '/api/v1/content/blog/{slug}',
      '/api/v1/content/events',
      '/api/v1/content/events/{slug}',
      '/api/v1/content/structure',
      '/api/v1/content/dues-categories',
      '/api/v1/verification/documents',
    ]),
  );
});
