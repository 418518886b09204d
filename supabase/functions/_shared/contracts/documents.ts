import { z } from 'zod';
import { profileSchema } from './profile.ts';

/**
 * The member's licences and their files (spec §2 "Profile page", Dokumen; issue 13 §3). An STR is
 * valid for life since UU 17/2023, so its expiry is optional; a SIP lasts 5 years and names its
 * place of practice. Files go to the private `member-documents` bucket at `<members.id>/<file>`
 * (the folder the bucket's policies and the documents_authorize_write trigger both expect).
 */

export const documentMessages = {
  fileTypeInvalid: 'validation:documents.fileTypeInvalid',
  licenceFieldMissing: 'validation:documents.licenceFieldMissing',
  fileTooLarge: 'validation:documents.fileTooLarge',
  fileNotUploaded: 'validation:documents.fileNotUploaded',
  pathInvalid: 'validation:documents.pathInvalid',
  kindInvalid: 'validation:documents.kindInvalid',
  placeNeedsSip: 'validation:documents.placeNeedsSip',
  notFound: 'validation:documents.notFound',
  openFailed: 'validation:documents.openFailed',
  ownDocument: 'validation:documents.ownDocument',
} as const;

export const MEMBER_DOCUMENTS_BUCKET = 'member-documents';
/** The bucket's `file_size_limit` (supabase/migrations/…_storage.sql), checked before uploading. */
export const MEMBER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The bucket's `allowed_mime_types`, with the extension each is stored under. */
export const memberDocumentTypes = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type MemberDocumentType = keyof typeof memberDocumentTypes;
/** How long a `Lihat Dokumen` link works: long enough to open, too short to pass around. */
export const DOCUMENT_LINK_SECONDS = 60;

/** The licences a member files on the Dokumen tab. */
export const licenceKinds = ['str', 'sip'] as const;
export type LicenceKind = (typeof licenceKinds)[number];
/**
 * What a member files on the Dokumen tab: the licences, and a diploma or certificate (kind
 * `certificate`), which an applicant's file needs (issue 28 §4, `private.application_missing`).
 */
export const ownDocumentKinds = [...licenceKinds, 'certificate'] as const;
export type OwnDocumentKind = (typeof ownDocumentKinds)[number];
export const ownDocumentTitles: Record<OwnDocumentKind, string> = {
  str: 'Surat Tanda Registrasi',
  sip: 'Surat Izin Praktik',
  certificate: 'Ijazah atau Sertifikat',
};

/** An Indonesian refusal of a file the member-documents bucket would refuse, or null. */
export function documentFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in memberDocumentTypes)) return documentMessages.fileTypeInvalid;
  if (file.size > MEMBER_DOCUMENT_MAX_BYTES) return documentMessages.fileTooLarge;
  return null;
}

/** A new object name for an upload: every upload is its own file, so a verified file never changes. */
export function licenceFilePath(memberId: string, kind: OwnDocumentKind, type: MemberDocumentType, id: string): string {
  return `${memberId}/${kind}-${id}.${memberDocumentTypes[type]}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LICENCE_FILE_PATH = new RegExp(`^${UUID}/(${ownDocumentKinds.join('|')})-${UUID}\\.(pdf|jpg|png)$`);

/** `POST /profile/documents`: the file the member just uploaded, recorded as their STR, SIP, diploma or certificate. */
export const recordDocumentSchema = z
  .object({
    kind: z.enum(ownDocumentKinds, { error: documentMessages.kindInvalid }),
    path: z
      .string({ error: documentMessages.pathInvalid })
      .max(120, documentMessages.pathInvalid)
      .regex(LICENCE_FILE_PATH, documentMessages.pathInvalid),
  })
  // Zod runs this even when a field above failed: it must not assume a well-formed path.
  .refine((input) => typeof input.path !== 'string' || !!input.path.split('/')[1]?.startsWith(`${input.kind}-`), {
    path: ['path'],
    message: documentMessages.pathInvalid,
  });
export type RecordDocumentInput = z.infer<typeof recordDocumentSchema>;

/** One uploaded document of the member (their own view). The code shows only once verified. */
export const ownDocumentSchema = z.object({
  id: z.guid(),
  kind: z.string(),
  title: z.string(),
  storagePath: z.string(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  verificationCode: z.string().nullable(),
  /** The DPC the document is filed under: its officers verify it (decision 0045). */
  organizationName: z.string(),
});
export type OwnDocument = z.infer<typeof ownDocumentSchema>;

/** `GET /profile/documents`: newest first. */
export const ownDocumentsSchema = z.object({ documents: z.array(ownDocumentSchema) });
export const ownDocumentResultSchema = z.object({ document: ownDocumentSchema });
export const licencesResultSchema = z.object({ profile: profileSchema });

/** `POST /members/{id}/documents/{documentId}/verify`. */
export const documentParamsSchema = z.object({
  id: z.guid(),
  documentId: z.guid(),
});
