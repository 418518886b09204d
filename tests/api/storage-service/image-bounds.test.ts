// Images are bounded by pixels, not only bytes (issue 24 N1, decision 0047): the storage service
// reads an image's header before storing it, in every bucket that takes images, whatever content
// type the upload claims, so a 2 MB file declaring 20000 × 20000 pixels never reaches a decoder.
import { StorageApiError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_PIXEL_BOUND,
  IMAGE_PIXEL_BOUND,
  imageMessages,
} from '../../../supabase/functions/_shared/images/image-bounds.ts';
import { jpegHeaderOf, pngOf, webpHeaderOf } from '../../support/images.ts';
import { DEMO, memberIdOf, useStorageStack, type DemoName } from './harness.ts';
import { indonesianText } from '../../../supabase/functions/_shared/indonesian-text.ts';

const stack = useStorageStack();
let own = '';

beforeAll(async () => {
  own = await memberIdOf(stack, DEMO.anggota);
});

const blob = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type });
const bombs = {
  'PNG 20000 × 20000': blob(pngOf(20000, 20000, { data: 'none' }), 'image/png'),
  'JPEG 20000 × 20000': blob(jpegHeaderOf(20000, 20000), 'image/jpeg'),
  // A bomb sent under another image type: the bytes decide, as in a browser.
  'PNG 20000 × 20000 sent as JPEG': blob(pngOf(20000, 20000, { data: 'none' }), 'image/jpeg'),
};

/** Where each image bucket is written by whom, and its bound. */
const buckets: Array<{
  bucket: string;
  writer: DemoName;
  path: (name: string) => string;
  bound: typeof IMAGE_PIXEL_BOUND;
}> = [
  { bucket: 'avatars', writer: 'anggota', path: (name) => `${own}/${name}`, bound: AVATAR_PIXEL_BOUND },
  { bucket: 'member-documents', writer: 'anggota', path: (name) => `${own}/${name}`, bound: IMAGE_PIXEL_BOUND },
  { bucket: 'content-images', writer: 'superadmin', path: (name) => `uji-piksel/${name}`, bound: IMAGE_PIXEL_BOUND },
];

function refusal(error: unknown) {
  expect(error).toBeInstanceOf(StorageApiError);
  const { statusCode, message } = error as StorageApiError;
  return { statusCode, message };
}

describe.each(buckets)('the $bucket bucket', ({ bucket, writer, path, bound }) => {
  it('refuses an image whose header declares more pixels than the bound, in well under a second', async () => {
    const files = stack.as(writer).storage.from(bucket);
    for (const [name, file] of Object.entries(bombs)) {
      const started = performance.now();
      const { error } = await files.upload(path(`bom-${file.type.slice(6)}`), file, {
        upsert: true,
        contentType: file.type,
      });
      expect(performance.now() - started, name).toBeLessThan(1000);
      expect(refusal(error), name).toEqual({
        statusCode: '400',
        message: indonesianText(imageMessages.tooLarge(bound)),
      });
    }
    const [stored] = await stack.db.sql<{ n: number }[]>`
      select count(*)::int as n from storage.objects where bucket_id = ${bucket} and name like '%bom-%'`;
    expect(stored).toEqual({ n: 0 });
  });

  it('takes an image at the bound and refuses one a pixel over it', async () => {
    const files = stack.as(writer).storage.from(bucket);
    const header = (width: number, height: number) => blob(pngOf(width, height, { data: 'none' }), 'image/png');
    const { maxSide, maxPixels } = bound;
    const atBound = await files.upload(path('batas.png'), header(maxSide, Math.floor(maxPixels / maxSide)), {
      upsert: true,
    });
    expect(atBound.error).toBeNull();
    for (const [width, height] of [
      [1, maxSide + 1],
      [maxSide, Math.floor(maxPixels / maxSide) + 1],
    ] as const) {
      const over = await files.upload(path('lebih.png'), header(width, height));
      expect(refusal(over.error), `${width} × ${height}`).toEqual({
        statusCode: '400',
        message: indonesianText(imageMessages.tooLarge(bound)),
      });
    }
    await files.remove([path('batas.png')]);
  });
});

describe('images in the buckets', () => {
  it('refuses a WebP over the bound where WebP is taken, and a WebP where it is not', async () => {
    const images = stack.as('superadmin').storage.from('content-images');
    const webp = blob(webpHeaderOf('VP8X', 16384, 16384), 'image/webp');
    expect(refusal((await images.upload('uji-piksel/besar.webp', webp)).error)).toEqual({
      statusCode: '400',
      message: indonesianText(imageMessages.tooLarge(IMAGE_PIXEL_BOUND)),
    });
    const avatars = stack.as('anggota').storage.from('avatars');
    const disguised = blob(webpHeaderOf('VP8 ', 100, 100), 'image/png');
    expect(refusal((await avatars.upload(`${own}/avatar.png`, disguised, { upsert: true })).error)).toEqual({
      statusCode: '415',
      message: 'mime type image/webp is not supported',
    });
  });

  it('refuses an image whose header cannot be read, and stores a PDF as before', async () => {
    const documents = stack.as('anggota').storage.from('member-documents');
    const broken = new Uint8Array(64);
    broken.set(pngOf(1, 1).subarray(0, 8));
    expect(refusal((await documents.upload(`${own}/rusak.png`, blob(broken, 'image/png'))).error)).toEqual({
      statusCode: '400',
      message: indonesianText(imageMessages.unreadable),
    });
    const pdf = blob(Buffer.from('%PDF-1.4\n% SIMK\n%%EOF\n'), 'application/pdf');
    expect((await documents.upload(`${own}/piksel.pdf`, pdf, { upsert: true })).error).toBeNull();
    await documents.remove([`${own}/piksel.pdf`]);
  });

  it('refuses a bomb sent to a signed upload URL too', async () => {
    const avatars = stack.as('anggota').storage.from('avatars');
    const signed = await avatars.createSignedUploadUrl(`${own}/bertanda.png`, { upsert: true });
    expect(signed.error).toBeNull();
    const { error } = await avatars.uploadToSignedUrl(
      signed.data!.path,
      signed.data!.token,
      bombs['PNG 20000 × 20000'],
    );
    expect(refusal(error)).toEqual({
      statusCode: '400',
      message: indonesianText(imageMessages.tooLarge(AVATAR_PIXEL_BOUND)),
    });
  });
});
