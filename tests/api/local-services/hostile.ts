// Hostile requests for the routes of a Surface: every request carries at least one invalid part
// (a path segment, a query parameter, a JSON property, the raw body, an upload, a header), the
// other parts keep values the route accepts, so the invalid one gets as far as it can.
import fc from 'fast-check';
import {
  BROKEN_JSON_BODIES,
  deepJson,
  HUGE,
  HUGE_TEXTS,
  NUL,
  poisonedSomewhere,
  REFUSED_CHARACTERS,
  textAround,
  UNUSUAL_CHARACTERS,
} from '../../support/hostile-text.ts';
import type { Json, RouteInputs, RouteKey } from './surfaces.ts';

export interface HostileRequest {
  method: string;
  /** Path and query, percent-encoded, relative to the service's base URL. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  /** What was made invalid, for the failure report. */
  poisoned: string;
}

/** A route with its inputs and the values of its path parameters (`:name`, `*`) the caller may use. */
export interface FuzzedRoute {
  key: RouteKey;
  inputs: RouteInputs;
  /** Accepted values of the path parameters, by name (`*` for the wildcard). */
  params: Record<string, string>;
  /** Hostile values for a path parameter, beyond the generic ones (traversal into other folders). */
  hostileParams?: Record<string, string[]>;
  /** A body the route accepts for an upload. */
  upload?: { contentType: string; bytes: Uint8Array };
}

const controlCharacter = fc.constantFrom(...REFUSED_CHARACTERS, ...UNUSUAL_CHARACTERS);

/** Strings with NUL, control characters, lone surrogates, odd Unicode, or 100 KB of them. */
const hostileString = fc.oneof(
  textAround(controlCharacter),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    ...HUGE_TEXTS,
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%00',
    '%2e%2e%2f',
    '\u0130\u0131\u1e9e\ufb03', // case folding that changes length
    '\u0065\u0301'.repeat(500), // combining accents
    '\u{1F600}'.repeat(1000),
    '\uff0e\uff0e\uff0f', // fullwidth ../
    '',
    ' ',
    'null',
    'undefined',
    '{}',
    '__proto__',
    'constructor',
  ),
);

/** JSON values of the wrong type, or numbers no count or lifetime accepts. */
const hostileNumber = fc.constantFrom(-1, -(2 ** 31) - 1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308);

/** A surely unacceptable JSON value in place of `plausible`. */
function hostileValueFor(plausible: Json): fc.Arbitrary<unknown> {
  const wrongTypes: fc.Arbitrary<unknown>[] = [
    fc.constant({ nested: { deeper: [NUL] } }),
    fc.constant([NUL, { [NUL]: NUL }]),
    fc.constant(Array.from({ length: 10_000 }, (_, i) => `x${i}`)),
  ];
  if (typeof plausible === 'string') {
    return fc.oneof(
      poisonedSomewhere(plausible, controlCharacter),
      hostileString,
      hostileNumber,
      fc.boolean(),
      ...wrongTypes,
    );
  }
  if (typeof plausible === 'number') return fc.oneof(hostileNumber, hostileString, fc.boolean(), ...wrongTypes);
  if (typeof plausible === 'boolean') return fc.oneof(hostileString, hostileNumber, ...wrongTypes);
  if (Array.isArray(plausible)) {
    return fc.oneof(
      fc.array(hostileString, { minLength: 1, maxLength: 3 }),
      fc.constant([[[[NUL]]]]),
      hostileString,
      hostileNumber,
      ...wrongTypes.slice(0, 1),
    );
  }
  if (plausible && typeof plausible === 'object') {
    return fc.oneof(
      fc.dictionary(hostileString, fc.oneof(hostileString, hostileNumber), { minKeys: 1, maxKeys: 3 }),
      fc.constant(JSON.parse(deepJson(200, 'object')) as unknown),
      hostileString,
      hostileNumber,
      fc.constant([plausible]),
    );
  }
  return fc.oneof(hostileString, hostileNumber, ...wrongTypes);
}

/** The same, as a fixed list tried on every property before the random runs. */
function sweepValuesFor(plausible: Json): unknown[] {
  const text = typeof plausible === 'string' ? plausible : JSON.stringify(plausible);
  return [`${text}${NUL}`, `${NUL}${text}`, `${text}\u0007`, `${text}\ud800`, 'a'.repeat(HUGE), -1, 2 ** 53 + 2, 1e308];
}

const rawJsonBody = fc.oneof(
  fc.constantFrom(
    ...BROKEN_JSON_BODIES,
    '{"\\u0000":"\\u0000"}',
    `{"a":"${'\\u0000'.repeat(100)}"}`,
    '\ufeff{}',
    JSON.stringify({ many: Array.from({ length: 20_000 }, () => 'x'.repeat(20)) }),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Content types that do not describe the body that follows. */
const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '*/*',
  'image/png',
  'x'.repeat(4_000),
);

/** Headers as an HTTP client can send them: bytes as Latin-1, without control characters but tab. */
export function asHeaderValue(value: string): string {
  const latin1 = Buffer.from(value, 'utf8').toString('latin1');
  const sendable = (c: string) => c === '\t' || (c >= ' ' && c !== '\u007f');
  return [...latin1].filter(sendable).join('').trim();
}

/** Large but within Node's 16 KB header limit in total. */
const hugeHeaders = fc.constantFrom<Record<string, string>>(
  { authorization: `Bearer ${'x'.repeat(8_000)}` },
  { authorization: `Bearer ${'eyJhbGciOiJub25lIn0.'.repeat(300)}.` },
  { authorization: 'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' },
  { authorization: 'Basic YWRtaW46YWRtaW4=', apikey: 'y'.repeat(6_000) },
  { authorization: 'Bearer', 'x-client-info': 'z'.repeat(8_000) },
  { authorization: 'Bearer \u00ff\u00fe', 'x-supabase-api-version': '9'.repeat(4_000) },
  { authorization: 'Bearer a', 'x-forwarded-for': Array.from({ length: 600 }, () => '10.0.0.1').join(', ') },
);

/** Query or path text: the hostile strings and numbers above, as text. */
const hostileText = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('NaN', 'Infinity', '1e400', '9'.repeat(400), '%', '%zz', '%c0%af', '%ed%a0%80'),
);

/** A URL carries UTF-8: a lone surrogate cannot be sent, and arrives as U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
}

/** `value` as it goes into a path: percent-encoded, except raw escapes (`%00`, `%zz`) kept as written. */
function pathText(value: string): string {
  return /^%/.test(value) || /%(2e|2f|00|c0|ed)/i.test(value) ? value : encode(value);
}

/** Path segments that climb out of a folder or hide a NUL, an empty segment or an overlong name. */
const traversalKeys = (key: string) => {
  const [folder = 'f', ...rest] = key.split('/');
  const name = rest.join('/') || 'x';
  return [
    `${folder}/../${name}`,
    `${folder}/%2e%2e/${name}`,
    `${folder}/%2E%2E%2F${name}`,
    `${folder}/..%2f..%2f${name}`,
    `../${key}`,
    `./${key}`,
    `${folder}//${name}`,
    `${folder}/${name}%00.png`,
    `${folder}/%00`,
    `${folder}/${'n'.repeat(1_100)}`,
    `${folder}/${'d/'.repeat(600)}${name}`,
    `${folder}/%c0%ae%c0%ae/${name}`,
    `${folder}/..\\${name}`,
    `${folder}/${name}\u202egnp.exe`,
  ];
};

function plainPath(route: FuzzedRoute, replace: Record<string, string> = {}): string {
  return route.key.slice(route.key.indexOf(' ') + 1).replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const param = name ?? '*';
    if (param in replace) return replace[param]!;
    const value = route.params[param] ?? 'x';
    return param === '*' ? value.split('/').map(encode).join('/') : encode(value);
  });
}

function withQuery(path: string, query: Array<[string, string]>): string {
  if (query.length === 0) return path;
  return `${path}?${query.map(([k, v]) => `${encode(k)}=${/^%/.test(v) ? v : encode(v)}`).join('&')}`;
}

function methodOf(route: FuzzedRoute): string {
  return route.key.slice(0, route.key.indexOf(' '));
}

function plausibleQuery(route: FuzzedRoute): Array<[string, string]> {
  return Object.entries(route.inputs.query ?? {});
}

function jsonBody(value: unknown) {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) };
}

function plausibleParts(route: FuzzedRoute): { headers: Record<string, string>; body?: Uint8Array | string } {
  const headers = { ...route.inputs.headers };
  if (route.inputs.json) return { ...jsonBody(route.inputs.json), headers: { ...headers, ...jsonBody(null).headers } };
  if (route.inputs.upload && route.upload) {
    return { headers: { ...headers, 'content-type': route.upload.contentType }, body: route.upload.bytes };
  }
  return { headers };
}

const junkQuery = fc.array(fc.tuple(fc.string({ maxLength: 8 }), hostileText), { minLength: 1, maxLength: 2 });

/** Multipart bodies storage-js would never send: broken, without a file, or with hostile fields. */
function hostileMultipart(upload: FuzzedRoute['upload']): fc.Arbitrary<{ contentType: string; body: string }> {
  const boundary = 'fuzzboundary';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const file = (type: string) =>
    part(`Content-Disposition: form-data; name=""; filename="f"\r\nContent-Type: ${type}`, 'x');
  const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
  const type = upload?.contentType ?? 'application/octet-stream';
  return fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 300 }).map((text) => `--${boundary}\r\n${text}`),
      hostileString.map((value) => file(type) + field('metadata', value) + `--${boundary}--\r\n`),
      hostileString.map(
        (value) => file(type) + field('metadata', JSON.stringify({ note: value })) + `--${boundary}--\r\n`,
      ),
      hostileString.map((value) => file(type) + field('cacheControl', value) + `--${boundary}--\r\n`),
      hostileString.map((value) => file(`${type}${value.slice(0, 2_000)}`) + `--${boundary}--\r\n`),
      fc.constant(field('cacheControl', '60') + `--${boundary}--\r\n`),
      fc.constant(`--${boundary}--\r\n`),
      fc.constant(file(`${type}\u0000`) + `--${boundary}--\r\n`),
      fc.constant(
        part(`Content-Disposition: form-data; name="${NUL}"; filename="${NUL}"\r\nContent-Type: ${type}`, 'x') +
          `--${boundary}--\r\n`,
      ),
    )
    .map((body) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body }));
}

/** Hostile raw uploads: a content type, cache-control or x-metadata nobody accepts. */
function hostileRawUpload(route: FuzzedRoute): fc.Arbitrary<{ headers: Record<string, string>; poisoned: string }> {
  const base = plausibleParts(route).headers;
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  return fc.oneof(
    hostileString.map((value) => ({
      headers: { ...base, 'x-metadata': base64(JSON.stringify({ note: value, [value.slice(0, 50)]: 1 })) },
      poisoned: 'x-metadata',
    })),
    fc
      .constantFrom('not base64 !!', base64('{'), base64('[1]'), base64('"x"'), base64(deepJson(10_000, 'object')))
      .map((value) => ({ headers: { ...base, 'x-metadata': value }, poisoned: 'x-metadata' })),
    hostileString.map((value) => ({
      headers: { ...base, 'content-type': asHeaderValue(value.slice(0, 4_000)) || ';;;=' },
      poisoned: 'content-type',
    })),
    hostileString.map((value) => ({
      headers: { ...base, 'cache-control': asHeaderValue(value.slice(0, 8_000)) || ';;;=' },
      poisoned: 'cache-control',
    })),
    fc.constantFrom('TRUE', '1', 'yes', 'x'.repeat(5_000)).map((value) => ({
      headers: { ...base, 'x-upsert': value, 'content-type': 'application/x-msdownload' },
      poisoned: 'x-upsert with a refused type',
    })),
  );
}

/** One hostile request for `route`. */
export function hostileRequest(route: FuzzedRoute): fc.Arbitrary<HostileRequest> {
  const method = methodOf(route);
  const params = [...route.key.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const query = Object.keys(route.inputs.query ?? {});
  const fields = Object.entries(route.inputs.json ?? {});
  const targets: fc.Arbitrary<HostileRequest>[] = [];
  const make = (
    poisoned: string,
    parts: {
      path?: string;
      query?: Array<[string, string]>;
      headers?: Record<string, string>;
      body?: Uint8Array | string;
    },
  ): HostileRequest => {
    const plausible = plausibleParts(route);
    return {
      method,
      url: withQuery(parts.path ?? plainPath(route), parts.query ?? plausibleQuery(route)),
      headers: { ...plausible.headers, ...parts.headers },
      body: 'body' in parts ? parts.body : plausible.body,
      poisoned,
    };
  };

  if (params.length > 0) {
    const bad = fc.constantFrom(...params).chain((param) => {
      const extra = route.hostileParams?.[param] ?? [];
      const values = param === '*' ? [...extra, ...traversalKeys(route.params['*'] ?? 'b/f/x')] : extra;
      const text = values.length > 0 ? fc.oneof(fc.constantFrom(...values), hostileText) : hostileText;
      return text.map((value) => ({ param, value }));
    });
    targets.push(
      bad.map(({ param, value }) =>
        make(`path ${param}: ${JSON.stringify(value.slice(0, 60))}`, {
          path: plainPath(route, {
            [param]: param === '*' && value.includes('/') ? value : pathText(value),
          }),
        }),
      ),
    );
  }
  if (query.length > 0) {
    targets.push(
      fc.tuple(fc.constantFrom(...query), hostileText, fc.option(junkQuery)).map(([name, value, extra]) =>
        make(`query ${name}`, {
          query: [...plausibleQuery(route).filter(([k]) => k !== name), [name, value], ...(extra ?? [])],
        }),
      ),
    );
  }
  if (route.inputs.json) {
    targets.push(
      fc.oneof(
        rawJsonBody.map((text) => make('raw body', { headers: { 'content-type': 'application/json' }, body: text })),
        wrongContentType.map((type) =>
          make(`content-type ${type.slice(0, 40)}`, {
            headers: { 'content-type': type },
            body: `${JSON.stringify(route.inputs.json)}${NUL}`,
          }),
        ),
      ),
    );
    if (fields.length > 0) {
      targets.push(
        fc
          .tuple(fc.constantFrom(...fields), fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 2 }))
          .chain(([[name, plausible], extra]) =>
            hostileValueFor(plausible).map((value) =>
              make(`body ${name}`, jsonBody({ ...extra, ...route.inputs.json, [name]: value })),
            ),
          ),
      );
    }
  }
  if (route.inputs.upload) {
    targets.push(
      hostileMultipart(route.upload).map(({ contentType, body }) =>
        make('multipart body', { headers: { 'content-type': contentType }, body }),
      ),
      hostileRawUpload(route).map(({ headers, poisoned }) => make(poisoned, { headers })),
    );
  }
  // Huge headers, with an unusable bearer token (and a poisoned body where there is one).
  targets.push(
    hugeHeaders.map((headers) =>
      make('huge headers', {
        headers,
        ...(route.inputs.json ? jsonBody({ ...route.inputs.json, [NUL]: NUL }) : {}),
      }),
    ),
  );
  if (method === 'GET') {
    targets.push(junkQuery.map((extra) => make('unexpected query', { query: [...plausibleQuery(route), ...extra] })));
  }
  return fc.oneof(...targets);
}

/**
 * The fixed part, tried before the random runs: each path parameter, query parameter and JSON
 * property in turn gets NUL, a control character, a lone surrogate, 100 KB, a negative number and
 * numbers beyond every range; each wildcard the traversal keys.
 */
export function sweepRequests(route: FuzzedRoute): HostileRequest[] {
  const method = methodOf(route);
  const plausible = plausibleParts(route);
  const requests: HostileRequest[] = [];
  const add = (poisoned: string, url: string, body = plausible.body, headers = plausible.headers) =>
    requests.push({ method, url, headers, body, poisoned });
  const texts = ['x\u0000y', '%00', 'x\u0007y', '\u001b[31m', 'a'.repeat(5_000), '-1', '2147483648', '1e400'];

  for (const match of route.key.matchAll(/:(\w+)|\*/g)) {
    const param = match[1] ?? '*';
    const values = [...texts, ...(route.hostileParams?.[param] ?? [])];
    if (param === '*') values.push(...traversalKeys(route.params['*'] ?? 'b/f/x'));
    for (const value of values) {
      const raw = param === '*' && value.includes('/') ? value : pathText(value);
      add(
        `path ${param}: ${JSON.stringify(value.slice(0, 60))}`,
        withQuery(plainPath(route, { [param]: raw }), plausibleQuery(route)),
      );
    }
  }
  for (const name of Object.keys(route.inputs.query ?? {})) {
    for (const value of texts) {
      const query = plausibleQuery(route).map(([k, v]): [string, string] => [k, k === name ? value : v]);
      add(`query ${name}: ${JSON.stringify(value.slice(0, 20))}`, withQuery(plainPath(route), query));
    }
  }
  for (const [name, value] of Object.entries(route.inputs.json ?? {})) {
    for (const bad of sweepValuesFor(value)) {
      add(
        `body ${name}: ${JSON.stringify(bad).slice(0, 20)}`,
        withQuery(plainPath(route), plausibleQuery(route)),
        JSON.stringify({ ...route.inputs.json, [name]: bad }),
      );
    }
  }
  return requests;
}
