import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { memberMessages } from '../../supabase/functions/_shared/contracts/members.ts';
import { inputMessages } from '../../supabase/functions/_shared/contracts/primitives.ts';
import { useBackend } from '../support/backend.ts';
import {
  BROKEN_JSON_BODIES,
  HUGE,
  HUGE_TEXTS,
  poisoned,
  poisonedSomewhere,
  REFUSED_CHARACTERS,
  textAround,
} from '../support/hostile-text.ts';
import { signIn } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

/**
 * Property-based fuzzing of every operation the API documents (decision 0015). The operations come
 * from `/api/v1/openapi.json`, so a new route is fuzzed without anyone adding it here. Each request
 * carries at least one invalid part (a path parameter, a query parameter or the body), sent
 * anonymously and with an officer's token, and must get an answer below 500 and change no row.
 */

const db = useTestDatabase();
// No timers standing in for pg_cron: their writes (dispatcher leases, expired QRIS attempts) would
// show up as rows an invalid request changed.
const backend = useBackend(db, {}, undefined, { backgroundJobs: false });

/** Runs per operation and caller; with ~55 operations × 2 callers the whole run stays well under a minute. */
const RUNS_PER_OPERATION = 6;

/**
 * Tables whose rows may change on a refused request, with the reason. Empty today: the validation
 * layer refuses everything before any SQL runs, and failed logins are never reached with invalid
 * input. `private.login_failures` would belong here if a fuzzed login got past validation (it
 * records failed attempts by design).
 */
const TABLES_ALLOWED_TO_CHANGE: Record<string, string> = {};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  acceptsMultipart: boolean;
  secured: boolean;
};
type FuzzRequest = {
  path: string;
  query: [string, string][];
  body?: { contentType: string; text: string };
  /** What was made invalid, for the failure report. */
  poisoned: string;
};

// Generators -------------------------------------------------------------------------------------

/** C0 and C1 controls and other characters no single-line field accepts (tab, CR and LF excluded). */
const controlCharacter = fc.constantFrom(...REFUSED_CHARACTERS);

/** Strings no field of any operation accepts: NUL, control characters, lone surrogates, 100 KB. */
const invalidString = fc.oneof(textAround(controlCharacter), fc.constantFrom(...HUGE_TEXTS, '%00'.repeat(HUGE / 3)));

/** Numbers as query text that no integer parameter accepts. */
const invalidNumberText = fc.constantFrom(
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1' + '0'.repeat(400),
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '',
  ' ',
  'abc',
);

/** Text for a query or path value: the above, plus whatever fast-check makes of Unicode. */
const hostileText = fc.oneof(
  invalidString,
  invalidNumberText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('a'.repeat(5_000)),
);

/** A value of the wrong JSON type for a property of `schema`. */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = [schema.type ?? []].flat();
  // A number is no wrong type for a numeric property: 0 is a valid grace period. An integer
  // property gets only numbers no integer range accepts; a plain number property none.
  const numeric = types.includes('integer')
    ? [fc.constantFrom(2 ** 63, 1e308, -1e308, 1.5)]
    : types.includes('number')
      ? []
      : [fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e308, -1e308, 1.5, 0, -0)];
  const candidates: fc.Arbitrary<unknown>[] = [
    ...numeric,
    fc.boolean(),
    fc.constant({ nested: { deeper: ['\u0000'] } }),
  ];
  if (!types.includes('array')) candidates.push(fc.array(invalidString, { maxLength: 2 }));
  if (!types.includes('string')) candidates.push(invalidString);
  return fc.oneof(...candidates);
}

/**
 * A value the property would accept, guessed from its name and schema. The other properties of a
 * body get these, so that the poisoned one is the only thing wrong and reaches as deep as it can.
 */
function plausibleValue(name: string, schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if ([schema.type ?? []].flat().includes('array')) return [];
  if (schema.format === 'uuid') return /organization/i.test(name) ? knownIds.chapter : knownIds.member;
  const byName: [RegExp, string][] = [
    [/email|identifier/i, 'fuzz@example.org'],
    [/password/i, 'Fuzz#Sandi2026'],
    [/phone/i, '081234567890'],
    [/date/i, '2026-01-15'],
    [/postal/i, '40111'],
    [/gender/i, 'L'],
    [/code/i, 'ABCD-1234'],
    [/token/i, 'fuzz-token'],
  ];
  return byName.find(([pattern]) => pattern.test(name))?.[1] ?? 'Budi Santoso';
}

/**
 * Real rows for uuid fields, so that a request with one poisoned part gets as far as it can (an
 * edit of an existing member, a member added to an existing chapter) and a missed check would
 * show up as a changed row. Filled before the run.
 */
const knownIds = { member: '', chapter: '' };

function plausibleBody(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [name, plausibleValue(name, schema.properties?.[name] ?? {})]),
  );
}

/** A surely invalid value for a property: a poisoned plausible value, an invalid string, a wrong type. */
function invalidValueFor(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const plausible = plausibleValue(name, schema);
  return fc.oneof(poisonedSomewhere(plausible, controlCharacter), invalidString, wrongTypeFor(schema));
}

/** The same, as a fixed list tried on every property before the random runs. */
function sweepValuesFor(name: string, schema: JsonSchema): unknown[] {
  const plausible = plausibleValue(name, schema);
  return [
    poisoned(plausible, '\u0000', 1_000),
    poisoned(plausible, '\u0007', 1),
    poisoned(plausible, '\ud800', 1_000),
    'a'.repeat(HUGE),
    2 ** 31,
  ];
}

const rawBody = fc.oneof(
  fc.constantFrom(
    ...BROKEN_JSON_BODIES,
    '{"\u0000":"\u0000"}',
    JSON.stringify({ rows: Array.from({ length: 2_000 }, () => ({ fullName: 'x'.repeat(200) })) }),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A URL carries UTF-8: a lone surrogate cannot be sent, and arrives as U+FFFD. */
function encodePathValue(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
}

function uuidOrValue(parameter: Parameter) {
  return parameter.schema?.format === 'uuid' ? fc.oneof(fc.uuid(), fc.constant(knownIds.member)) : fc.constant('x');
}

function isInteger(parameter: Parameter): boolean {
  return [parameter.schema?.type ?? []].flat().some((type) => type === 'integer' || type === 'number');
}

/** One request to `operation` with at least one invalid part. */
function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const targets: fc.Arbitrary<FuzzRequest>[] = [];

  const fillPath = (values: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(values[name] ?? ''));
  const plausiblePath = fc
    .tuple(...pathParameters.map((p) => uuidOrValue(p)))
    .map((values) => Object.fromEntries(pathParameters.map((p, i) => [p.name, values[i]!])));
  const junkQuery = fc.array(fc.tuple(fc.string({ maxLength: 8 }), hostileText), { maxLength: 2 });
  // The invalid part is elsewhere: the body is the plausible one, or none.
  const body = operation.jsonBody
    ? fc.option(fc.constant(jsonOf(plausibleBody(operation.jsonBody))), { nil: undefined })
    : fc.constant(undefined);

  if (pathParameters.length > 0) {
    targets.push(
      fc
        .tuple(plausiblePath, fc.constantFrom(...pathParameters), hostileText, body)
        .map(([values, parameter, bad, sent]) => ({
          path: fillPath({ ...values, [parameter.name]: bad }),
          query: [],
          body: sent,
          poisoned: `path ${parameter.name}`,
        })),
    );
  }
  if (queryParameters.length > 0) {
    targets.push(
      fc
        .tuple(plausiblePath, fc.constantFrom(...queryParameters), junkQuery)
        .chain(([values, parameter, extra]) =>
          (isInteger(parameter) ? fc.oneof(invalidNumberText, hostileText) : hostileText).map(
            (bad) => [values, parameter, bad, extra] as const,
          ),
        )
        .map(([values, parameter, bad, extra]) => ({
          path: fillPath(values),
          query: [[parameter.name, bad] as [string, string], ...extra],
          poisoned: `query ${parameter.name}`,
        })),
    );
  }
  if (operation.jsonBody) {
    targets.push(
      fc.tuple(plausiblePath, invalidJsonBody(operation.jsonBody)).map(([values, sent]) => ({
        path: fillPath(values),
        query: [],
        body: sent,
        poisoned: 'body',
      })),
    );
  }
  if (operation.acceptsMultipart) {
    targets.push(
      fc.tuple(plausiblePath, fc.string({ unit: 'binary', maxLength: 300 })).map(([values, text]) => ({
        path: fillPath(values),
        query: [],
        body: { contentType: 'multipart/form-data; boundary=fuzz', text: `--fuzz\r\n${text}` },
        poisoned: 'multipart body',
      })),
    );
  }
  if (targets.length === 0) {
    // No declared input: what is left to get wrong is unexpected query parameters.
    targets.push(
      fc.tuple(junkQuery.filter((q) => q.length > 0)).map(([query]) => ({
        path: operation.path,
        query,
        poisoned: 'unexpected query',
      })),
    );
  }
  return fc.oneof(...targets);
}

/** A body that parses as JSON (or not) and fits the schema loosely, with one property surely invalid. */
function invalidJsonBody(schema: JsonSchema): fc.Arbitrary<{ contentType: string; text: string }> {
  const properties = Object.entries(schema.properties ?? {});
  const json = jsonOf;
  const variants: fc.Arbitrary<{ contentType: string; text: string }>[] = [
    rawBody.map((text) => ({ contentType: 'application/json', text })),
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
      .map(json),
    fc
      .record({ unexpected: invalidString })
      .map((value) => ({ contentType: 'text/plain', text: JSON.stringify(value) })),
  ];
  if (properties.length > 0) {
    variants.push(
      fc
        .tuple(
          fc.constantFrom(...properties),
          fc.dictionary(fc.string({ maxLength: 8 }), invalidString, { maxKeys: 2 }),
        )
        .chain(([[name, propertySchema], extra]) =>
          invalidValueFor(name, propertySchema).map((bad) => json({ ...extra, ...plausibleBody(schema), [name]: bad })),
        ),
    );
  }
  return fc.oneof(...variants);
}

function jsonOf(value: unknown) {
  return { contentType: 'application/json', text: JSON.stringify(value) };
}

/**
 * The fixed part of the run, tried before the random one: each path parameter, query parameter
 * and body property in turn gets NUL, a control character, a lone surrogate, 100 KB and an int4
 * overflow, with everything else plausible.
 */
function sweepFor(operation: Operation): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const plausiblePath = (name: string, value: string) =>
    operation.path.replace(/\{(\w+)\}/g, (_, parameter: string) =>
      encodePathValue(parameter === name ? value : knownIds.member),
    );
  const body = operation.jsonBody ? jsonOf(plausibleBody(operation.jsonBody)) : undefined;
  for (const parameter of operation.parameters) {
    const values = isInteger(parameter)
      ? ['2147483648', '-2147483649', '0', '1.5', '1e400', '9'.repeat(40)]
      : ['x\u0000y', 'x\u0007y', '\u001b[31m', 'a'.repeat(5_000)];
    for (const value of values) {
      requests.push(
        parameter.in === 'path'
          ? { path: plausiblePath(parameter.name, value), query: [], body, poisoned: `path ${parameter.name}` }
          : {
              path: plausiblePath('', ''),
              query: [[parameter.name, value]],
              body,
              poisoned: `query ${parameter.name}`,
            },
      );
    }
  }
  for (const [name, schema] of Object.entries(operation.jsonBody?.properties ?? {})) {
    for (const value of sweepValuesFor(name, schema)) {
      requests.push({
        path: plausiblePath('', ''),
        query: [],
        body: jsonOf({ ...plausibleBody(operation.jsonBody!), [name]: value }),
        poisoned: `body ${name}`,
      });
    }
  }
  return requests;
}

// The API as documented ----------------------------------------------------------------------------

async function documentedOperations(): Promise<Operation[]> {
  const response = await fetch(`${backend.api}/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content['application/json']?.schema,
      acceptsMultipart: !!operation.requestBody?.content['multipart/form-data'],
      secured: (operation.security ?? []).length > 0,
    })),
  );
}

/** The document's paths start at the function (`/api/v1/...`); the gateway serves it under /functions/v1. */
function urlOf(request: FuzzRequest): string {
  const url = new URL(`${backend.gatewayUrl}/functions/v1${request.path}`);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  return url.toString();
}

async function send(operation: Operation, request: FuzzRequest, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body) headers['content-type'] = request.body.contentType;
  const attempt = async () => {
    const response = await fetch(urlOf(request), {
      method: operation.method,
      headers,
      body: operation.method === 'GET' ? undefined : request.body?.text,
    });
    return { status: response.status, text: await response.text() };
  };
  try {
    return await attempt();
  } catch (error) {
    // A kept-alive socket the server has just closed fails the request before it is sent (a race
    // of the HTTP client, more frequent on a loaded machine). Once more on a new connection; a
    // server that drops this request every time still fails the test.
    const first = `${(error as Error).message}: ${String((error as { cause?: unknown }).cause)}`;
    return await attempt().catch((again: unknown) => {
      throw new Error(`no answer (${first}; then ${String((again as { cause?: unknown }).cause ?? again)})`);
    });
  }
}

/**
 * Per table of `public` and `private`: the row count and the newest `xmin`. An insert or update
 * writes a row version with a new `xmin`, a delete lowers the count; comparing rows' text would
 * cost seconds per snapshot.
 */
async function tableVersions(): Promise<Map<string, string>> {
  const tables = await db.sql<{ name: string }[]>`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname in ('public', 'private') order by 1`;
  const watched = tables.map((t) => t.name).filter((name) => !(name in TABLES_ALLOWED_TO_CHANGE));
  expect(watched.length).toBeGreaterThan(20);
  const rows = await db.sql.unsafe<{ name: string; version: string }[]>(
    watched
      .map(
        (name) =>
          `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as version from ${name}`,
      )
      .join(' union all '),
  );
  return new Map(rows.map((row) => [row.name, row.version]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

describe('fuzzing every operation of /api/v1/openapi.json', () => {
  let operations: Operation[];
  let officerToken: string;

  beforeAll(async () => {
    const [row] = await db.sql<{ member: string; chapter: string }[]>`
      select m.id as member, o.id as chapter from public.members m
      join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'ACTIVE' order by m.id limit 1`;
    Object.assign(knownIds, row);
    expect(knownIds.member).toMatch(/^[0-9a-f-]{36}$/);
    operations = await documentedOperations();
    // SUPER_ADMIN passes every permission check, so the fuzzed input reaches every validator.
    officerToken = (await signIn(backend, 'superadmin@simk.test')).accessToken;
  });

  it(
    'answers invalid input below 500 and changes no row, anonymously and as an officer',
    { timeout: 400_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(40);
      const failures: string[] = [];
      const covered = new Set<string>();
      const before = await tableVersions();

      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        const declaresInput = operation.parameters.length > 0 || !!operation.jsonBody || operation.acceptsMultipart;
        for (const [caller, token] of [
          ['anonymous', undefined],
          ['officer', officerToken],
        ] as const) {
          // An operation that takes no input and changes data (sign-out, mark all read) has no invalid
          // input to send: as an officer it would simply run. It is fuzzed anonymously only.
          if (caller === 'officer' && !declaresInput && operation.method !== 'GET') continue;
          const start = operation.method === 'GET' ? undefined : await tableVersions();
          // A public operation sees the same input with or without a token: its sweep runs once.
          const sweep = caller === 'officer' && !operation.secured ? [] : sweepFor(operation);
          const result = await fc.check(
            fc.asyncProperty(requestFor(operation), async (request) => {
              const { status, text } = await send(operation, request, token);
              if (status >= 500) throw new Error(`${status} for ${request.poisoned}: ${text.slice(0, 300)}`);
            }),
            {
              // Examples count towards numRuns: the sweep first, then the random runs.
              numRuns: sweep.length + RUNS_PER_OPERATION,
              endOnFailure: true,
              examples: sweep.map((request) => [request] as [FuzzRequest]),
            },
          );
          if (result.failed) {
            const cause =
              result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
            const example = JSON.stringify(result.counterexample).slice(0, 400);
            failures.push(`${name} (${caller}): ${cause}; seed ${result.seed}; ${example}`);
          }
          if (start) {
            const changed = changedTables(start, await tableVersions());
            if (changed.length > 0) failures.push(`${name} (${caller}) changed ${changed.join(', ')}`);
          }
          covered.add(name);
        }
      }

      expect(failures).toEqual([]);
      expect(changedTables(before, await tableVersions())).toEqual([]);
      expect(covered.size).toBe(operations.length);
    },
  );
});

describe('the requests of the outside test (issue 9), one by one', () => {
  let officer: string;
  beforeAll(async () => {
    officer = (await signIn(backend, 'dpc.bandung@simk.test')).accessToken;
  });

  async function expectRefused(
    method: string,
    path: string,
    options: { body?: unknown; token?: string },
    message: string = indonesianText(inputMessages.controlCharacters),
  ) {
    const response = await backend.call(method, path, options);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
  }

  it('refuses NUL in the login identifier and password, and a 1 MB identifier', async () => {
    await expectRefused('POST', '/auth/login', { body: { identifier: 'dpc.bandung@simk.test\u0000', password: 'x' } });
    await expectRefused('POST', '/auth/login', {
      body: { identifier: 'dpc.bandung@simk.test', password: `${DEMO_PASSWORD}\u0000` },
    });
    await expectRefused(
      'POST',
      '/auth/login',
      { body: { identifier: 'a'.repeat(999_000), password: 'x' } },
      indonesianText(inputMessages.tooLong(254)),
    );
  });

  it('refuses NUL in refresh and email-link tokens', async () => {
    await expectRefused(
      'POST',
      '/auth/refresh',
      { body: { refreshToken: 'abc\u0000def' } },
      indonesianText(inputMessages.tokenInvalid),
    );
    await expectRefused(
      'POST',
      '/auth/verify-email',
      { body: { token: '\u0000' } },
      indonesianText(inputMessages.tokenInvalid),
    );
    await expectRefused(
      'POST',
      '/auth/reset-password',
      { body: { token: 'abc\u0000', newPassword: 'Sangat#Rahasia2026' } },
      indonesianText(inputMessages.tokenInvalid),
    );
  });

  it('refuses NUL in the search text and a page beyond int4', async () => {
    await expectRefused('GET', '/members?search=budi%00', { token: officer });
    await expectRefused(
      'GET',
      '/members?page=2147483648',
      { token: officer },
      indonesianText(inputMessages.pageInvalid),
    );
    await expectRefused('GET', '/members/export?search=%00', { token: officer });
  });

  it('refuses control characters in names, and adds nobody', async () => {
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.members`;
    await expectRefused('POST', '/members', { token: officer, body: { fullName: 'Budi\u0007Santoso' } });
    await expectRefused('POST', '/members', { token: officer, body: { fullName: 'Budi\u202eosotnaS' } });
    await expectRefused('POST', '/members', { token: officer, body: { fullName: 'Budi\nSantoso' } });
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.members`;
    expect(after?.n).toBe(before?.n);
  });

  it('keeps messages of the contract where a field has its own', async () => {
    await expectRefused(
      'POST',
      '/members',
      { token: officer, body: { fullName: 'B'.repeat(201) } },
      indonesianText(memberMessages.fullNameTooLong),
    );
  });
});
