// The adversarial write suite (issue 9, decision 0009). The Data API exposes `public`, so every
// grant to `anon`/`authenticated` is reachable with a user's own token. The cases are generated FROM
// THE CATALOG: for every table in `public`, every column an API role may insert or update (per
// grants), and every demo role, the suite tries inserts, updates and deletes with values that would
// widen scope (another organization, another level, another user, another member, a higher role),
// and asserts the denial AND that nothing changed (row snapshot, table count, audit trail). A new
// table or column is covered the day it is granted. What an actor may legitimately write is listed
// in ALLOWED below, each with its reason: any other allowance fails, and so does an allowance that
// no case exercises any more. A refusal is a permission error (42501), rows filtered by RLS, or a
// constraint refusing the value itself (class 22/23: it could not be written by anyone); any other
// error fails. Each actor's cases run in one transaction, each case in a savepoint rolled back.
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();

type ActorKey = 'anon' | 'anggota' | 'dpcBandung' | 'dpcSurabaya' | 'dpwJabar' | 'adminDpp' | 'superadmin';
type Op = 'insert' | 'update' | 'delete';
type Outcome = 'allowed' | 'denied' | 'filtered' | 'rejected' | 'error';

interface Column {
  name: string;
  type: string;
  enumValues: string[] | null;
  references: string | null;
  writable: { insert: boolean; update: boolean };
}

interface Table {
  name: string;
  pk: string[];
  columns: Column[];
  deletable: boolean;
}

/** Everything an actor is relative to: who they are and where they stand. */
interface Context {
  key: ActorKey;
  actor: Actor;
  userId: string | null;
  memberId: string | null;
  /** The organization their (highest) role is assigned at; the member's DPC for members. */
  home: string | null;
  /** A DPC inside the actor's reach: their own, or one under their DPW (national: Surabaya). */
  scopeDpc: string;
  /** Another demo user than the actor. */
  otherUser: string;
  /** The member record the actor's inserts use (their own, else a Surabaya member) and its DPC. */
  recordMember: string;
  recordOrg: string;
  /** A member (without login) of scopeDpc: whom officers record certificates and credits for. */
  scopeMember: string;
}

interface Case {
  key: string;
  actor: ActorKey;
  op: Op;
  table: string;
  column: string | null;
  target: string;
  value: string;
  statement: string;
  /** The primary key of the row to snapshot (updates and deletes). */
  where: string | null;
}

interface Allowance {
  actors: ActorKey[];
  op: Op;
  table: string;
  /** Columns the allowance covers; omitted: the base insert or a delete. */
  columns?: string[];
  targets?: string[];
  values?: RegExp;
  reason: string;
}

// Columns a member edits on their own record (the profile screen); officers edit them too.
const PROFILE = [
  'full_name',
  'email',
  'phone',
  'birth_date',
  'gender',
  'address',
  'city',
  'province',
  'postal_code',
  'profession',
  'specialization',
  'workplace',
  'education',
  'str_number',
  'str_expiry_date',
  'sip_number',
  'sip_expiry_date',
  'sip_practice_place',
  'photo_path',
];
// Membership data an officer of the member's DPC (members.edit) maintains, never on their own row.
const MEMBERSHIP = ['membership_type', 'member_since', 'join_date', 'expiry_date', 'position', 'status_reason'];
const ORGANIZATION_DETAILS = ['name', 'latitude', 'longitude', 'address', 'phone', 'email'];
// The profile (address, contacts; bank account and logo are granted to nobody) changes only through
// update_organization_profile, by the chapter's own officers (issue 28 §3): not a direct update.
const ORGANIZATION_PROFILE = ['address', 'phone', 'email'];
const ORGANIZATION_TREE_DETAILS = ORGANIZATION_DETAILS.filter((column) => !ORGANIZATION_PROFILE.includes(column));
// The checklist (has_* and the file paths) changes only through attach_transfer_document; the
// urgency follows the priority (a generated column, granted to nobody).
const TRANSFER_DETAILS = ['reason', 'priority'];
const NATIONAL: ActorKey[] = ['superadmin', 'adminDpp'];
const SETTINGS_SWITCHES = [
  'email_notifications',
  'sms_notifications',
  'whatsapp_notifications',
  'payment_reminders',
  'membership_updates',
  'login_notifications',
];
const LOGINS_WITHOUT_SETTINGS: ActorKey[] = ['anggota', 'dpcBandung', 'dpwJabar', 'adminDpp', 'superadmin'];
const OFFICERS: ActorKey[] = ['superadmin', 'adminDpp', 'dpwJabar', 'dpcBandung', 'dpcSurabaya'];
const ANY_VALUE_IN_REACH = /^(?!user:self$)/;

/** An event's own details: what events.manage may set on an event in reach (not where it belongs). */
const EVENT_DETAILS = [
  'slug',
  'title',
  'description',
  'location',
  'is_online',
  'starts_at',
  'ends_at',
  'image_url',
  'registration_url',
  'capacity',
  'skp_credits',
  'status',
  'published_at',
];

/**
 * The legitimate writes. Targets: `own` (the actor's own row/organization), `scope` (a row of a DPC
 * in their reach), `outside` (a row of Medan, outside every regional scope), `any`/`other` (tables
 * without an organization). Values name what was written (`org:DPC-1275`, `user:self`, …).
 */
const ALLOWED: Allowance[] = [
  // Organizations
  {
    actors: ['superadmin'],
    op: 'update',
    table: 'organizations',
    reason: 'SUPER_ADMIN (system.settings at the DPP) is the national system administrator: the whole chapter tree',
  },
  {
    actors: ['superadmin'],
    op: 'insert',
    table: 'organizations',
    reason: 'SUPER_ADMIN creates chapters anywhere',
  },
  {
    actors: ['superadmin'],
    op: 'insert',
    table: 'organizations',
    values: /./,
    reason: 'SUPER_ADMIN creates chapters anywhere, with any details',
  },
  {
    actors: ['adminDpp'],
    op: 'update',
    table: 'organizations',
    columns: [...ORGANIZATION_TREE_DETAILS, 'is_active'],
    reason: 'ADMIN_DPP manages every organization’s name, map point and activation, not its place in the tree',
  },
  {
    actors: ['adminDpp', 'dpwJabar'],
    op: 'insert',
    table: 'organizations',
    columns: [...ORGANIZATION_DETAILS, 'is_active'],
    reason: 'a DPC under the DPW the officer manages (the template: Kota Uji under DPW Jawa Barat)',
  },
  {
    actors: ['adminDpp', 'dpwJabar'],
    op: 'insert',
    table: 'organizations',
    reason: 'the template row: a DPC under DPW Jawa Barat, which both manage',
  },
  {
    actors: ['dpwJabar'],
    op: 'update',
    table: 'organizations',
    columns: ORGANIZATION_TREE_DETAILS,
    targets: ['own', 'scope'],
    reason: 'organizations.manage: a DPW officer maintains the name and map point of its DPW and its DPCs',
  },
  {
    actors: ['dpwJabar'],
    op: 'update',
    table: 'organizations',
    columns: ['is_active'],
    targets: ['scope'],
    reason: 'a DPW officer (de)activates the DPCs under it, not its own DPW',
  },
  // Roles and permissions: system.manage_roles (SUPER_ADMIN, ADMIN_DPP nationally; PENGURUS_DPW
  // for its DPCs' officers, below), never above their own.
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'roles',
    reason: 'custom roles by role managers, ranked no higher than themselves',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'roles',
    columns: ['name', 'display_name', 'description', 'level', 'tier'],
    reason: 'custom roles by role managers, ranked no higher than themselves (level 4 is theirs)',
  },
  {
    actors: NATIONAL,
    op: 'update',
    table: 'roles',
    columns: ['name', 'display_name', 'description'],
    targets: ['any'],
    reason: 'role managers rename and describe custom roles (the system roles are fixed)',
  },
  {
    actors: ['superadmin'],
    op: 'update',
    table: 'roles',
    columns: ['level', 'tier'],
    targets: ['any'],
    reason: 'only the system administrator re-ranks a custom role (it changes its holders’ scope)',
  },
  {
    actors: NATIONAL,
    op: 'delete',
    table: 'roles',
    targets: ['any'],
    reason: 'role managers delete custom roles',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'role_permissions',
    reason: 'a permission the manager holds, on a custom role they do not hold',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'role_permissions',
    columns: ['permission_id', 'role_id'],
    values: /^(permissions:system\.manage_roles|roles:custom)$/,
    reason: 'role managers hold system.manage_roles themselves (but ADMIN_DPP never system.settings)',
  },
  {
    actors: ['superadmin'],
    op: 'insert',
    table: 'role_permissions',
    columns: ['permission_id'],
    values: /^permissions:system\.settings$/,
    reason: 'SUPER_ADMIN holds system.settings and may put it on a custom role',
  },
  {
    actors: NATIONAL,
    op: 'delete',
    table: 'role_permissions',
    targets: ['any'],
    reason: 'role managers remove permissions from custom roles',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'role_assignments',
    reason: 'role managers assign roles they could hold, to other users',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'role_assignments',
    columns: ['user_id', 'organization_id', 'role_id', 'expires_at'],
    values: /^(user:superadmin|user:other|org:DPC-3578|org:DPC-1275|roles:PENGURUS_DPC|roles:custom|later)$/,
    reason: 'national role managers assign a role of their rank or lower, anywhere, to someone else',
  },
  {
    actors: NATIONAL,
    op: 'update',
    table: 'role_assignments',
    columns: ['expires_at'],
    targets: ['scope', 'outside', 'other'],
    reason: 'role managers set the expiry of other users’ assignments they could have granted',
  },
  {
    actors: NATIONAL,
    op: 'delete',
    table: 'role_assignments',
    targets: ['scope', 'outside', 'other'],
    reason: 'role managers revoke other users’ assignments they could have granted',
  },
  // A DPW's officers appoint its DPCs' officers (private.can_grant_role: from the chapter above).
  {
    actors: ['dpwJabar'],
    op: 'insert',
    table: 'role_assignments',
    reason: 'a DPW officer appoints an officer of one of its DPCs',
  },
  {
    actors: ['dpwJabar'],
    op: 'insert',
    table: 'role_assignments',
    columns: ['user_id', 'role_id', 'expires_at'],
    values: /^(user:superadmin|user:other|roles:custom|later)$/,
    reason: 'anyone but themselves, with a DPC role whose every permission they hold there, until any day',
  },
  {
    actors: ['dpwJabar'],
    op: 'update',
    table: 'role_assignments',
    columns: ['expires_at'],
    targets: ['scope'],
    reason: 'a DPW officer renews the appointments in its DPCs',
  },
  {
    actors: ['dpwJabar'],
    op: 'delete',
    table: 'role_assignments',
    targets: ['scope'],
    reason: 'a DPW officer ends the appointments in its DPCs',
  },
  // Members
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'update',
    table: 'members',
    columns: PROFILE,
    targets: ['own'],
    reason: 'profile.edit: everyone keeps their own contact and professional data',
  },
  {
    actors: OFFICERS,
    op: 'update',
    table: 'members',
    columns: [...PROFILE, ...MEMBERSHIP],
    targets: ['scope'],
    reason: 'members.edit in the member’s DPC',
  },
  {
    actors: NATIONAL,
    op: 'update',
    table: 'members',
    columns: [...PROFILE, ...MEMBERSHIP],
    targets: ['outside'],
    reason: 'members.edit nationally',
  },
  {
    actors: OFFICERS,
    op: 'insert',
    table: 'members',
    reason: 'members.create: a PENDING application in a DPC of the officer’s scope',
  },
  {
    actors: OFFICERS,
    op: 'insert',
    table: 'members',
    columns: [...PROFILE, 'membership_type', 'position', 'user_id'],
    values: /^(?!user:(superadmin|other)$)/,
    reason: 'members.create with the member’s data; user_id only empty or the caller’s own',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'members',
    columns: ['organization_id'],
    values: /^org:DPC-(3578|1275)$/,
    reason: 'national officers register members in any DPC',
  },
  // Transfer requests
  {
    actors: ['anggota', 'dpcBandung', 'dpwJabar', 'dpcSurabaya', 'adminDpp', 'superadmin'],
    op: 'insert',
    table: 'transfer_requests',
    reason: 'a member requests their own transfer; officers with mutations.create for members in scope',
  },
  {
    actors: ['anggota', 'dpcBandung', 'dpwJabar', 'dpcSurabaya', 'adminDpp', 'superadmin'],
    op: 'insert',
    table: 'transfer_requests',
    columns: [...TRANSFER_DETAILS, 'target_organization_id'],
    values: /^(?!org:(DPP|DPW))/,
    reason: 'the request’s details and any DPC as the target',
  },
  {
    actors: NATIONAL,
    op: 'insert',
    table: 'transfer_requests',
    columns: ['member_id'],
    values: /^member:(surabaya|medan|self)$/,
    reason: 'national officers request transfers for any member',
  },
  {
    actors: ['dpcSurabaya'],
    op: 'insert',
    table: 'transfer_requests',
    columns: ['member_id'],
    values: /^member:surabaya$/,
    reason: 'a Surabaya member, in this officer’s DPC',
  },
  {
    actors: OFFICERS,
    op: 'update',
    table: 'transfer_requests',
    columns: TRANSFER_DETAILS,
    targets: ['scope'],
    reason: 'mutations.approve on the origin or target DPC: details of an open request',
  },
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'update',
    table: 'transfer_requests',
    columns: TRANSFER_DETAILS,
    targets: ['own'],
    reason: 'the member corrects the details of their own open request',
  },
  // Notifications: strictly one's own
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'superadmin'],
    op: 'update',
    table: 'notifications',
    columns: ['read_at'],
    targets: ['own'],
    reason: 'marking one’s own notification read',
  },
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'superadmin'],
    op: 'delete',
    table: 'notifications',
    targets: ['own'],
    reason: 'deleting one’s own notification',
  },
  // Account settings: a login writes only its own row (the fixture gives dpcSurabaya one already)
  {
    actors: LOGINS_WITHOUT_SETTINGS,
    op: 'insert',
    table: 'user_preferences',
    reason: 'a login stores its own settings; user_id defaults to itself',
  },
  {
    actors: LOGINS_WITHOUT_SETTINGS,
    op: 'insert',
    table: 'user_preferences',
    columns: SETTINGS_SWITCHES,
    reason: 'a login chooses its own notification switches',
  },
  {
    actors: LOGINS_WITHOUT_SETTINGS,
    op: 'insert',
    table: 'user_preferences',
    columns: ['user_id'],
    values: /^user:self$/,
    reason: 'a login names itself as the owner of its settings',
  },
  {
    actors: ['superadmin'],
    op: 'insert',
    table: 'user_preferences',
    columns: ['user_id'],
    values: /^user:superadmin$/,
    reason: 'the same for the SUPER_ADMIN, who is user:superadmin',
  },
  {
    actors: ['dpcSurabaya'],
    op: 'update',
    table: 'user_preferences',
    columns: SETTINGS_SWITCHES,
    targets: ['own'],
    reason: 'a login changes its own notification switches',
  },
  // Documents: the member uploads their own; officers with documents.manage in the member's DPC
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'insert',
    table: 'documents',
    reason: 'the member uploads their own document (no code, no verification)',
  },
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'insert',
    table: 'documents',
    columns: ['kind', 'title', 'mime_type', 'size_bytes'],
    reason: 'the member describes their own document',
  },
  {
    actors: ['dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'insert',
    table: 'documents',
    columns: ['verification_code'],
    reason: 'documents.manage in the member’s DPC: an officer may give a code (vouched for once verified)',
  },
  {
    actors: ['anggota', 'dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'delete',
    table: 'documents',
    targets: ['own'],
    reason: 'a member withdraws their own document',
  },
  {
    actors: ['dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin'],
    op: 'delete',
    table: 'documents',
    targets: ['scope'],
    reason: 'documents.manage in the member’s DPC',
  },
  // Certifications and SKP credits: documents.manage / events.manage in the member's DPC
  // (documents.manage is PENGURUS_DPC's too since issue 23 §4, so a DPC records certificates).
  ...(
    [
      [
        'certifications',
        ['title', 'issuer', 'certificate_number', 'issued_on', 'expires_on', 'status', 'verification_code'],
      ],
      ['skp_credits', ['activity', 'category', 'credits', 'earned_on', 'event_id']],
    ] as const
  ).flatMap(([table, details]): Allowance[] => {
    const managers: ActorKey[] =
      table === 'certifications'
        ? ['dpcBandung', 'dpcSurabaya', 'dpwJabar', 'adminDpp', 'superadmin']
        : ['dpwJabar', 'adminDpp', 'superadmin'];
    return [
      {
        actors: managers,
        op: 'insert',
        table,
        reason: 'an officer records it for a member of their scope',
      },
      {
        actors: managers,
        op: 'insert',
        table,
        columns: [...details],
        reason: 'the record’s own details',
      },
      {
        actors: managers,
        op: 'update',
        table,
        columns: [...details],
        targets: ['scope'],
        reason: 'the record’s details, in the officer’s scope (never their own record)',
      },
      {
        actors: NATIONAL,
        op: 'update',
        table,
        columns: [...details],
        targets: ['outside'],
        reason: 'the record’s details, nationally',
      },
      {
        actors: NATIONAL,
        op: 'update',
        table,
        columns: ['member_id', 'organization_id'],
        reason: 'national officers move a record to another member of the same DPC (member and DPC must agree)',
      },
      {
        actors: managers,
        op: 'delete',
        table,
        targets: ['scope', 'own'],
        reason: 'removing a record in the officer’s scope (withdrawing vouches for nobody)',
      },
      {
        actors: NATIONAL,
        op: 'delete',
        table,
        targets: ['outside'],
        reason: 'removing a record nationally',
      },
    ];
  }),
  {
    actors: ['dpcSurabaya'],
    op: 'update',
    table: 'certifications',
    columns: ['member_id'],
    targets: ['scope'],
    values: /^member:surabaya$/,
    reason: 'a Surabaya member, in this officer’s DPC (documents.manage there; member and DPC agree)',
  },
  // Content: content.manage (national) for news, blog and national events; events.manage in scope
  ...(['news', 'blog_posts', 'events', 'dues_categories'] as const).flatMap((table): Allowance[] => [
    {
      actors: NATIONAL,
      op: 'insert',
      table,
      reason: table === 'dues_categories' ? 'dues.manage is national' : 'content.manage / events.manage nationally',
    },
    {
      actors: NATIONAL,
      op: 'insert',
      table,
      values: ANY_VALUE_IN_REACH,
      reason: 'any field of national content',
    },
    {
      actors: NATIONAL,
      op: 'update',
      table,
      reason: 'any field of national content',
    },
    ...(table === 'dues_categories'
      ? [] // categories with bills cannot be deleted (foreign key), only deactivated
      : [{ actors: NATIONAL, op: 'delete' as const, table, reason: 'removing national content' }]),
  ]),
  {
    actors: ['dpwJabar'],
    op: 'insert',
    table: 'events',
    reason: 'events.manage: an event of the officer’s own DPW (the template)',
  },
  {
    actors: ['dpwJabar'],
    op: 'insert',
    table: 'events',
    columns: EVENT_DETAILS,
    reason: 'events.manage: the event’s own details',
  },
  {
    actors: ['dpwJabar'],
    op: 'insert',
    table: 'events',
    columns: ['organization_id'],
    values: /^org:DPC-3273$/,
    reason: 'events.manage: an event of a DPC under the officer’s DPW',
  },
  {
    actors: ['dpwJabar'],
    op: 'update',
    table: 'events',
    columns: ['organization_id'],
    values: /^org:DPC-3273$/,
    reason: 'events.manage: moving an event between the DPW and a DPC under it',
  },
  {
    actors: ['dpwJabar'],
    op: 'update',
    table: 'events',
    columns: EVENT_DETAILS,
    targets: ['own', 'scope'],
    reason: 'events.manage in the officer’s DPW and its DPCs',
  },
  {
    actors: ['dpwJabar'],
    op: 'delete',
    table: 'events',
    targets: ['own', 'scope'],
    reason: 'events.manage in the officer’s DPW and its DPCs',
  },
];

let tables: Table[] = [];
let contexts: Context[] = [];
/** Reference ids the values and templates use. */
const ref: Record<string, string> = {};

async function readCatalog(sql: postgres.Sql): Promise<Table[]> {
  const rows = await sql<
    {
      table: string;
      column: string;
      type: string;
      enum_values: string[] | null;
      references: string | null;
      in_pk: boolean;
      can_insert: boolean;
      can_update: boolean;
      can_delete: boolean;
    }[]
  >`
    select c.relname as table, a.attname as column, t.typname as type,
           (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as enum_values,
           (select f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
            where k.conrelid = c.oid and k.contype = 'f' and k.conkey = array[a.attnum] limit 1) as references,
           exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p' and a.attnum = any (k.conkey)) as in_pk,
           has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT')
             or has_column_privilege('anon', c.oid, a.attnum, 'INSERT') as can_insert,
           has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE')
             or has_column_privilege('anon', c.oid, a.attnum, 'UPDATE') as can_update,
           has_table_privilege('authenticated', c.oid, 'DELETE') or has_table_privilege('anon', c.oid, 'DELETE') as can_delete
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    join pg_type t on t.oid = a.atttypid
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`;
  const byTable = new Map<string, Table>();
  for (const row of rows) {
    const table = byTable.get(row.table) ?? { name: row.table, pk: [], columns: [], deletable: row.can_delete };
    byTable.set(row.table, table);
    if (row.in_pk) table.pk.push(row.column);
    table.columns.push({
      name: row.column,
      type: row.type,
      enumValues: row.enum_values,
      references: row.references,
      writable: { insert: row.can_insert, update: row.can_update },
    });
  }
  return [...byTable.values()];
}

const q = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Values that would widen scope (or simply change the column), as SQL expressions. */
interface Value {
  kind: string;
  sql: string;
  /** The value itself when it is a constant: a case writing what is already there is skipped. */
  literal?: string;
}

function valuesFor(column: Column, ctx: Context, op: 'insert' | 'update'): Value[] {
  const literal = (kind: string, id: string | null | undefined) =>
    id ? [{ kind, sql: `${q(id)}::uuid`, literal: id }] : [];
  switch (column.references) {
    case 'organizations':
      return ['DPP', 'DPW-35', 'DPC-3578', 'DPC-1275', 'DPC-3273'].map((o) => ({
        kind: `org:${o}`,
        sql: `${q(ref[`org:${o}`]!)}::uuid`,
        literal: ref[`org:${o}`]!,
      }));
    case 'users':
      return [
        ...literal('user:self', ctx.userId),
        ...literal('user:superadmin', ref['user:superadmin']),
        ...literal('user:other', ctx.otherUser),
      ];
    case 'members':
      return [
        ...literal('member:self', ctx.memberId),
        ...literal('member:surabaya', ref['member:surabaya']),
        ...literal('member:medan', ref['member:medan']),
      ];
    case 'roles':
      return ['SUPER_ADMIN', 'ADMIN_DPP', 'PENGURUS_DPC', 'custom'].map((r) => ({
        kind: `roles:${r}`,
        sql: `${q(ref[`role:${r}`]!)}::uuid`,
        literal: ref[`role:${r}`]!,
      }));
    case 'permissions':
      return ['system.settings', 'system.manage_roles'].map((p) => ({
        kind: `permissions:${p}`,
        sql: `${q(ref[`permission:${p}`]!)}::uuid`,
        literal: ref[`permission:${p}`]!,
      }));
    case null:
      break;
    default:
      return literal(`${column.references}:outside`, ref[`outside:${column.references}`]);
  }
  const current = op === 'update' ? column.name : null;
  if (column.enumValues) return column.enumValues.map((v) => ({ kind: `enum:${v}`, sql: q(v), literal: v }));
  if (column.name === 'nap') return [{ kind: 'nap', sql: q('999999999999') }];
  if (column.name === 'bps_code') return [{ kind: 'bps', sql: q(op === 'insert' ? '3599' : '99') }];
  if (column.name === 'level' && column.type === 'int2') return [{ kind: 'level:4', sql: '4' }];
  switch (column.type) {
    case 'bool':
      return [{ kind: 'flip', sql: current ? `not ${current}` : 'true' }];
    case 'date':
      return [{ kind: 'later', sql: current ? `coalesce(${current}, current_date) + 366` : 'current_date + 366' }];
    case 'timestamptz':
      return [
        {
          kind: 'later',
          sql: current ? `coalesce(${current}, now()) + interval '1 year'` : `now() + interval '1 year'`,
        },
      ];
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
      return [{ kind: 'more', sql: current ? `coalesce(${current}, 0) + 1` : '7' }];
    case '_text':
      return [{ kind: 'array', sql: `array['uji']` }];
    case 'uuid':
      return [{ kind: 'uuid', sql: 'gen_random_uuid()' }];
    case 'jsonb':
      return [{ kind: 'json', sql: `'{}'::jsonb` }];
    default:
      return [{ kind: 'text', sql: q(column.name.endsWith('_code') ? 'KODE-PALSU-1' : 'Nilai uji') }];
  }
}

/**
 * A valid row for each table API roles can insert into, relative to the actor: legitimate for some
 * of them (see ALLOWED). A table that gains an insert grant needs a template here.
 */
function template(table: string, ctx: Context): Record<string, string> | null {
  const member = q(ctx.recordMember);
  const memberOrg = q(ctx.recordOrg);
  const templates: Record<string, Record<string, string>> = {
    organizations: { level: q('DPC'), parent_id: q(ref['org:DPW-32']!), bps_code: q('3299'), name: q('Kota Uji') },
    roles: { name: q('PERAN_UJI'), display_name: q('Peran Uji'), level: '2', tier: q('DPC') },
    role_permissions: { role_id: q(ref['role:custom']!), permission_id: q(ref['permission:reports.view']!) },
    role_assignments: {
      user_id: q(ref['user:fresh']!),
      role_id: q(ref['role:PENGURUS_DPC']!),
      organization_id: q(ref['org:DPC-3273']!),
    },
    members: {
      full_name: q('Calon Anggota Uji'),
      organization_id: q(ctx.home && ctx.key === 'dpcSurabaya' ? ref['org:DPC-3578']! : ref['org:DPC-3273']!),
      email: q('calon.uji@anggota.simk.test'),
    },
    transfer_requests: {
      member_id: member,
      target_organization_id: q(ref['org:DPC-1275']!),
      reason: q('Pindah tugas ke rumah sakit lain'),
    },
    documents: {
      member_id: member,
      organization_id: memberOrg,
      kind: q('other'),
      title: q('Dokumen uji'),
      storage_path: `${member} || '/uji.pdf'`,
    },
    certifications: {
      member_id: q(ctx.scopeMember),
      organization_id: q(ctx.scopeDpc),
      title: q('Sertifikat Uji'),
      issuer: q('Penerbit Uji'),
      certificate_number: q('CERT-UJI-0001'),
      issued_on: 'current_date',
    },
    skp_credits: {
      member_id: q(ctx.scopeMember),
      organization_id: q(ctx.scopeDpc),
      activity: q('Seminar uji'),
      credits: '1',
      earned_on: 'current_date',
    },
    events: {
      slug: q('kegiatan-uji'),
      title: q('Kegiatan Uji'),
      description: q('Uraian'),
      starts_at: 'now()',
      ends_at: `now() + interval '1 hour'`,
      organization_id: ctx.key === 'dpwJabar' ? q(ref['org:DPW-32']!) : 'null',
    },
    news: { slug: q('berita-uji'), title: q('Berita Uji'), content: q('Isi') },
    blog_posts: { slug: q('blog-uji'), title: q('Blog Uji'), content: q('Isi') },
    dues_categories: { name: q('Iuran Uji'), amount: '1000', period: q('annual') },
    user_preferences: { language: q('en') },
  };
  return templates[table] ?? null;
}

/** The rows an actor's updates and deletes aim at: their own, one in their reach, one outside. */
async function targetsFor(sql: postgres.Sql, table: Table, ctx: Context) {
  const outsideJava = `(select id from public.organizations where bps_code not like '3%')`;
  const has = (name: string) => table.columns.some((c) => c.name === name);
  const orgColumn = has('organization_id')
    ? 'organization_id'
    : has('origin_organization_id')
      ? 'origin_organization_id'
      : null;
  const wheres: [string, string | null][] = [];
  const openOnly = table.name === 'transfer_requests' ? ` and status in ('pending', 'processing')` : '';
  if (table.name === 'organizations') {
    wheres.push(['own', ctx.home ? `id = ${q(ctx.home)}` : null]);
    wheres.push(['scope', `id = ${q(ctx.scopeDpc)}`]);
    wheres.push(['outside', `id = ${q(ref['org:DPC-1275']!)}`]);
  } else if (table.name === 'roles') {
    wheres.push(['any', `id = ${q(ref['role:custom']!)}`]);
    wheres.push(['other', `id = ${q(ref['role:SUPER_ADMIN']!)}`]);
  } else if (table.name === 'role_permissions') {
    wheres.push(['any', `role_id = ${q(ref['role:custom']!)}`]);
    wheres.push(['other', `role_id = ${q(ref['role:SUPER_ADMIN']!)}`]);
  } else {
    const own = has('user_id')
      ? ctx.userId && `user_id = ${q(ctx.userId)}`
      : has('member_id')
        ? ctx.memberId && `member_id = ${q(ctx.memberId)}`
        : orgColumn && ctx.home && `${orgColumn} = ${q(ctx.home)}`;
    wheres.push(['own', own ? own + openOnly : null]);
    if (orgColumn) {
      const notOwn = own ? ` and not (${own})` : '';
      // A transfer is in reach through its origin or its target: outside means both are.
      const farTarget = has('target_organization_id') ? ` and target_organization_id in ${outsideJava}` : '';
      wheres.push(['scope', `${orgColumn} = ${q(ctx.scopeDpc)}${notOwn}${openOnly}`]);
      wheres.push(['outside', `${orgColumn} = ${q(ref['org:DPC-1275']!)}${farTarget}${openOnly}`]);
    } else if (has('user_id')) {
      wheres.push(['other', `user_id = ${q(ctx.otherUser)}`]);
    }
  }
  const found: { target: string; where: string; current: Record<string, unknown> }[] = [];
  const pick = async (target: string, where: string) => {
    const [row] = await sql.unsafe<{ row: Record<string, unknown> }[]>(
      `select to_jsonb(t) as row from public.${table.name} t where ${where} order by ${table.pk.join(', ')} limit 1`,
    );
    if (!row) return;
    const key = table.pk.map((k) => `${k} = ${q(String(row.row[k]))}`).join(' and ');
    if (found.some((f) => f.where === key)) return;
    found.push({ target, where: key, current: row.row });
  };
  for (const [target, where] of wheres) if (where) await pick(target, where);
  // A table whose rows carry none of the actor's keys is still tried on one of its rows.
  if (found.length === 0) await pick('any', 'true');
  return found;
}

async function buildCases(sql: postgres.Sql): Promise<Case[]> {
  const cases: Case[] = [];
  for (const ctx of contexts) {
    for (const table of tables) {
      const updatable = table.columns.filter((c) => c.writable.update);
      const insertable = table.columns.filter((c) => c.writable.insert);
      const add = (c: Omit<Case, 'key' | 'actor' | 'table'>) =>
        cases.push({
          ...c,
          actor: ctx.key,
          table: table.name,
          key: `${ctx.key} ${c.op} ${table.name}${c.column ? `.${c.column}` : ''} [${c.target}] = ${c.value}`,
        });
      for (const { target, where, current } of await targetsFor(sql, table, ctx)) {
        add({
          op: 'delete',
          column: null,
          target,
          value: '-',
          where,
          statement: `delete from public.${table.name} where ${where}`,
        });
        for (const column of updatable) {
          for (const value of valuesFor(column, ctx, 'update')) {
            if (value.literal !== undefined && value.literal === current[column.name]) continue;
            add({
              op: 'update',
              column: column.name,
              target,
              value: value.kind,
              where,
              statement: `update public.${table.name} set ${column.name} = ${value.sql} where ${where}`,
            });
          }
        }
      }
      if (insertable.length === 0) continue;
      const base = template(table.name, ctx);
      if (!base) throw new Error(`${table.name} can be inserted into by an API role: add an insert template`);
      const insert = (row: Record<string, string>) =>
        `insert into public.${table.name} (${Object.keys(row).join(', ')}) values (${Object.values(row).join(', ')})`;
      add({ op: 'insert', column: null, target: 'new', value: 'template', where: null, statement: insert(base) });
      for (const column of insertable) {
        for (const value of valuesFor(column, ctx, 'insert')) {
          if (value.literal !== undefined && q(value.literal) === base[column.name]) continue;
          add({
            op: 'insert',
            column: column.name,
            target: 'new',
            value: value.kind,
            where: null,
            statement: insert({ ...base, [column.name]: value.sql }),
          });
        }
      }
    }
  }
  return cases;
}

function allowanceFor(c: Case): Allowance | undefined {
  return ALLOWED.find(
    (a) =>
      a.actors.includes(c.actor) &&
      a.op === c.op &&
      a.table === c.table &&
      (a.columns
        ? c.column !== null && a.columns.includes(c.column)
        : c.op !== 'insert' || c.column === null || a.values !== undefined) &&
      (!a.targets || a.targets.includes(c.target)) &&
      (!a.values || a.values.test(c.value)),
  );
}

function classify(error: unknown, count: number): Outcome {
  if (error === undefined) return count > 0 ? 'allowed' : 'filtered';
  const code = (error as { code?: string }).code ?? '';
  if (code === '42501') return 'denied';
  // Integrity and data errors: the database refused the value itself (a constraint or a check).
  if (code.startsWith('23') || code.startsWith('22')) return 'rejected';
  return 'error';
}

const SNAPSHOT = (table: string, where: string | null) => `
  select ${where ? `(select md5(t::text) from public.${table} t where ${where})` : 'null'} as row,
         (select count(*) from public.${table})::int as rows,
         (select coalesce(max(id), 0) from public.audit_logs)::bigint as audit`;

interface Result {
  c: Case;
  outcome: Outcome;
  detail: string;
  changed: boolean;
}

/** Runs the cases of one actor in one transaction, each in a savepoint that is rolled back. */
async function runCases(sql: postgres.Sql, ctx: Context, cases: Case[]): Promise<Result[]> {
  const results: Result[] = [];
  const rollback = Symbol('rollback');
  await sql
    .begin(async (tx) => {
      for (const c of cases) {
        await tx.unsafe('savepoint attempt');
        const [before] = await tx.unsafe(SNAPSHOT(c.table, c.where));
        await tx`select set_config('role', ${ctx.actor.caller.role}, true),
                        set_config('request.jwt.claims', ${JSON.stringify(ctx.actor.caller.claims)}, true)`;
        let error: unknown;
        let count = 0;
        // The actors run side by side, each in its own transaction: a cascade of one (a DPC deleted
        // as SUPER_ADMIN) can deadlock with another's write. That is the harness, not an outcome:
        // the victim's statement runs again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            error = undefined;
            count = (await tx.unsafe(c.statement)).count;
          } catch (e) {
            error = e;
            await tx.unsafe('rollback to savepoint attempt');
          }
          if ((error as { code?: string } | undefined)?.code !== '40P01' || attempt === 3) break;
          await tx`select set_config('role', ${ctx.actor.caller.role}, true),
                          set_config('request.jwt.claims', ${JSON.stringify(ctx.actor.caller.claims)}, true)`;
        }
        if (!error) await tx`select set_config('role', 'postgres', true)`;
        const [after] = await tx.unsafe(SNAPSHOT(c.table, c.where));
        await tx.unsafe('rollback to savepoint attempt');
        const outcome = classify(error, count);
        results.push({
          c,
          outcome,
          detail: error ? `${(error as { code?: string }).code} ${(error as Error).message}` : `${count} rows`,
          changed: JSON.stringify(before) !== JSON.stringify(after),
        });
      }
      throw rollback;
    })
    .catch((e: unknown) => {
      if (e !== rollback) throw e;
    });
  return results;
}

beforeAll(async () => {
  const sql = db.sql;
  const demo = await demoActors(sql);
  const one = async (query: string) => {
    const [row] = await sql.unsafe<{ id: string }[]>(query);
    if (!row) throw new Error(`seed lookup found nothing: ${query}`);
    return row.id;
  };
  for (const bps of ['32', '35', '3273', '3578', '1275']) {
    ref[`org:${bps.length === 2 ? 'DPW' : 'DPC'}-${bps}`] = await one(
      `select id from public.organizations where bps_code = '${bps}'`,
    );
  }
  ref['org:DPP'] = await one(`select id from public.organizations where level = 'DPP'`);
  for (const role of ['SUPER_ADMIN', 'ADMIN_DPP', 'PENGURUS_DPC']) {
    ref[`role:${role}`] = await one(`select id from public.roles where name = '${role}'`);
  }
  for (const permission of ['system.settings', 'system.manage_roles', 'members.view', 'reports.view']) {
    ref[`permission:${permission}`] = await one(`select id from public.permissions where name = '${permission}'`);
  }
  ref['user:superadmin'] = demo.superadmin.userId!;
  ref['user:other'] = demo.dpcSurabaya.userId!;
  const ACTIVE_WITHOUT_OPEN_TRANSFER = `m.membership_status = 'ACTIVE' and not exists (select 1 from public.transfer_requests r
    where r.member_id = m.id and r.status in ('pending', 'processing', 'approved'))`;
  ref['member:surabaya'] = await one(
    `select m.id from public.members m where m.organization_id = '${ref['org:DPC-3578']}' and m.user_id is null and ${ACTIVE_WITHOUT_OPEN_TRANSFER} order by m.id limit 1`,
  );
  ref['member:bandung'] = await one(
    `select m.id from public.members m where m.organization_id = '${ref['org:DPC-3273']}' and m.user_id is null and ${ACTIVE_WITHOUT_OPEN_TRANSFER} order by m.id limit 1`,
  );
  ref['member:medan'] = await one(
    `select m.id from public.members m where m.organization_id = '${ref['org:DPC-1275']!}' and ${ACTIVE_WITHOUT_OPEN_TRANSFER} order by m.id limit 1`,
  );

  // Fixtures the seed lacks: an ADMIN_DPP (national, system.manage_roles, no system.settings), a
  // user without any role (the one roles are granted to), a custom role with one permission.
  const adminDpp = '00000000-0000-4000-8000-00000000a0d9';
  ref['user:fresh'] = '00000000-0000-4000-8000-00000000f7e5';
  await sql`insert into auth.users (id, email, aud, role) values
    (${adminDpp}, 'admin.dpp@simk.test', 'authenticated', 'authenticated'),
    (${ref['user:fresh']}, 'calon.pengurus@simk.test', 'authenticated', 'authenticated')`;
  await sql`insert into public.role_assignments (user_id, role_id, organization_id)
    values (${adminDpp}, ${ref['role:ADMIN_DPP']!}, ${ref['org:DPP']!})`;
  ref['role:custom'] = await one(
    `insert into public.roles (name, display_name, level, tier) values ('PETUGAS_UJI', 'Petugas Uji', 2, 'DPC') returning id`,
  );
  await sql`insert into public.role_permissions (role_id, permission_id)
    values (${ref['role:custom']!}, ${ref['permission:members.view']!})`;
  // Someone held the custom role, so assignment updates and deletes have an `other` target. It has
  // expired: a role still held is not deleted (role_in_use, tests/db/role-management.test.ts), and
  // the role managers' deletion of a custom role is exercised here.
  await sql`insert into public.role_assignments (user_id, role_id, organization_id, assigned_at, expires_at)
    values (${ref['user:other']!}, ${ref['role:custom']!}, ${ref['org:DPC-3578']!}, now() - interval '2 days',
            now() - interval '1 day')`;

  // Rows other tables point at, outside every regional scope (Medan) where the table has a DPC.
  ref['outside:transfer_requests'] = await one(
    `select id from public.transfer_requests where origin_organization_id = '${ref['org:DPC-1275']}' order by id limit 1`,
  );
  ref['outside:events'] = await one(`select id from public.events order by id desc limit 1`);
  ref['outside:dues_categories'] = await one(`select id from public.dues_categories order by id desc limit 1`);
  // Settings of one login (the others' `other`), so updates have an own row and an other row to aim at.
  await sql`insert into public.user_preferences (user_id, time_zone) values (${demo.dpcSurabaya.userId!}, 'Asia/Jakarta')`;
  // An open transfer of the demo member: an "own" row to aim at.
  await sql`insert into public.transfer_requests (member_id, member_name, origin_organization_id, target_organization_id, reason)
    select m.id, m.full_name, m.organization_id, ${ref['org:DPC-3578']!}, 'Mengikuti pasangan pindah kerja'
    from public.members m where m.user_id = ${demo.anggota.userId!}`;

  const memberOf = async (userId: string | null) =>
    userId
      ? ((await sql<{ id: string }[]>`select id from public.members where user_id = ${userId}`)[0]?.id ?? null)
      : null;
  const homeOf = async (userId: string | null) =>
    userId
      ? ((
          await sql<{ id: string }[]>`
            select ra.organization_id as id from public.role_assignments ra join public.roles r on r.id = ra.role_id
            where ra.user_id = ${userId} order by r.level desc limit 1`
        )[0]?.id ?? null)
      : null;
  const build = async (key: ActorKey, actor: Actor, scopeDpc: string): Promise<Context> => {
    const memberId = await memberOf(actor.userId);
    const recordMember = memberId ?? ref['member:surabaya']!;
    const [record] = await sql<
      { organization_id: string }[]
    >`select organization_id from public.members where id = ${recordMember}`;
    return {
      key,
      actor,
      userId: actor.userId,
      memberId,
      home: await homeOf(actor.userId),
      scopeDpc,
      otherUser: key === 'dpcSurabaya' ? demo.anggota.userId! : demo.dpcSurabaya.userId!,
      recordMember,
      recordOrg: record!.organization_id,
      scopeMember: scopeDpc === ref['org:DPC-3273'] ? ref['member:bandung']! : ref['member:surabaya']!,
    };
  };
  contexts = [
    await build('anon', demo.anon, ref['org:DPC-3273']!),
    await build('anggota', demo.anggota, ref['org:DPC-3273']!),
    await build('dpcBandung', demo.dpcBandung, ref['org:DPC-3273']!),
    await build('dpcSurabaya', demo.dpcSurabaya, ref['org:DPC-3578']!),
    await build('dpwJabar', demo.dpwJabar, ref['org:DPC-3273']!),
    await build(
      'adminDpp',
      authenticated('admin.dpp@simk.test', adminDpp, 'admin.dpp@simk.test'),
      ref['org:DPC-3578']!,
    ),
    await build('superadmin', demo.superadmin, ref['org:DPC-3578']!),
  ];
  tables = await readCatalog(sql);
});

describe('adversarial writes generated from the catalog', () => {
  it('reads every table of public and the columns API roles may write', () => {
    expect(tables.length).toBeGreaterThanOrEqual(20);
    const writable = tables.flatMap((t) => t.columns.filter((c) => c.writable.insert || c.writable.update));
    expect(writable.length).toBeGreaterThan(50);
    // The tables the issue names are among them.
    for (const name of ['organizations', 'role_assignments', 'roles', 'role_permissions', 'members', 'documents']) {
      expect(tables.map((t) => t.name)).toContain(name);
    }
  });

  it('denies every write outside ALLOWED, changes nothing when it denies, and exercises every allowance', async () => {
    const started = Date.now();
    const cases = await buildCases(db.sql);
    expect(cases.length).toBeGreaterThan(2000);
    const results = (
      await Promise.all(
        contexts.map((ctx) =>
          runCases(
            db.sql,
            ctx,
            cases.filter((c) => c.actor === ctx.key),
          ),
        ),
      )
    ).flat();

    const failures: string[] = [];
    const used = new Set<Allowance>();
    for (const r of results) {
      const allowance = allowanceFor(r.c);
      if (r.outcome === 'error') failures.push(`unexpected error: ${r.c.key}: ${r.detail}`);
      else if (r.outcome === 'allowed') {
        if (allowance) used.add(allowance);
        else failures.push(`allowed but not in ALLOWED: ${r.c.key}`);
      } else if (r.changed) failures.push(`denied (${r.outcome}) but the data changed: ${r.c.key}`);
    }
    for (const a of ALLOWED) {
      if (!used.has(a))
        failures.push(`ALLOWED entry never exercised (stale?): ${a.actors.join('/')} ${a.op} ${a.table} (${a.reason})`);
    }
    const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
    console.info(
      `adversarial writes: ${results.length} cases in ${Date.now() - started} ms: ${count('allowed')} allowed, ` +
        `${count('denied')} denied (42501), ${count('filtered')} filtered by RLS, ${count('rejected')} rejected by constraints`,
    );
    if (failures.length > 0) console.error(failures.sort().join('\n'));
    expect(failures).toEqual([]);
    expect(count('denied') + count('filtered')).toBeGreaterThan(results.length / 2);
  }, 180_000);
});

// The escalations an outside tester found (issue 9), named.
describe('named escalation paths', () => {
  const ctx = (key: ActorKey) => {
    const found = contexts.find((c) => c.key === key);
    if (!found) throw new Error(`no actor ${key}`);
    return found;
  };
  const attempt = (key: ActorKey, work: (tx: postgres.TransactionSql) => Promise<unknown>) =>
    sqlState(tryAs(db.sql, ctx(key).actor, work));

  it('a DPW officer cannot re-level their own DPW to a DPP', async () => {
    const own = ctx('dpwJabar').home!;
    expect(own).toBe(ref['org:DPW-32']);
    expect(
      await attempt(
        'dpwJabar',
        (tx) => tx`update public.organizations set level = 'DPP', parent_id = null, bps_code = null where id = ${own}`,
      ),
    ).toBe('42501');
    const [row] = await db.sql`select level, parent_id, bps_code from public.organizations where id = ${own}`;
    expect(row).toEqual({ level: 'DPW', parent_id: ref['org:DPP'], bps_code: '32' });
    // …nor move a DPC of another province under their DPW
    expect(
      await attempt(
        'dpwJabar',
        (tx) => tx`update public.organizations set parent_id = ${own} where id = ${ref['org:DPC-3578']!}`,
      ),
    ).toBe('ok'); // filtered: Surabaya is not theirs to update at all
    expect(
      (await db.sql`select parent_id from public.organizations where id = ${ref['org:DPC-3578']!}`)[0]?.parent_id,
    ).toBe(ref['org:DPW-35']);
  });

  it('a DPW officer cannot create a DPP, a DPW, or a DPC under another province', async () => {
    const before = (await db.sql`select count(*)::int as n from public.organizations`)[0]?.n;
    expect(
      await attempt(
        'dpwJabar',
        (tx) => tx`insert into public.organizations (level, name) values ('DPP', 'DPP Tandingan')`,
      ),
    ).toBe('42501');
    expect(
      await attempt(
        'dpwJabar',
        (tx) =>
          tx`insert into public.organizations (level, parent_id, bps_code, name) values ('DPW', ${ref['org:DPP']!}, '98', 'DPW Baru')`,
      ),
    ).toBe('42501');
    expect(
      await attempt(
        'dpwJabar',
        (tx) =>
          tx`insert into public.organizations (level, parent_id, bps_code, name) values ('DPC', ${ref['org:DPW-35']!}, '3599', 'Kota Lain')`,
      ),
    ).toBe('42501');
    // A DPC under their own DPW stays possible (organizations.manage).
    expect(
      await attempt(
        'dpwJabar',
        (tx) =>
          tx`insert into public.organizations (level, parent_id, bps_code, name) values ('DPC', ${ref['org:DPW-32']!}, '3299', 'Kota Baru')`,
      ),
    ).toBe('ok');
    expect((await db.sql`select count(*)::int as n from public.organizations`)[0]?.n).toBe(before);
  });

  it('an ADMIN_DPP (without system.settings) cannot grant SUPER_ADMIN, nor put system.settings on a role', async () => {
    const grant = (role: string) =>
      attempt(
        'adminDpp',
        (tx) => tx`insert into public.role_assignments (user_id, role_id, organization_id)
                   values (${ref['user:fresh']!}, ${ref[`role:${role}`]!}, ${ref['org:DPP']!})`,
      );
    expect(await grant('SUPER_ADMIN')).toBe('42501');
    expect(await grant('ADMIN_DPP')).toBe('ok');
    expect(
      await attempt(
        'adminDpp',
        (tx) => tx`insert into public.role_permissions (role_id, permission_id)
                   values (${ref['role:custom']!}, ${ref['permission:system.settings']!})`,
      ),
    ).toBe('42501');
    const [held] =
      await db.sql`select count(*)::int as n from public.role_assignments where user_id = ${ref['user:fresh']!}`;
    expect(held?.n).toBe(0);
  });

  it('nobody grants themselves a role, not even a SUPER_ADMIN', async () => {
    for (const key of ['superadmin', 'adminDpp', 'dpwJabar', 'anggota'] as const) {
      const me = ctx(key).userId!;
      const state = await attempt(
        key,
        (tx) => tx`insert into public.role_assignments (user_id, role_id, organization_id)
                   values (${me}, ${ref['role:SUPER_ADMIN']!}, ${ref['org:DPP']!})`,
      );
      expect(state, key).toBe('42501');
    }
    const [row] = await db.sql`select count(*)::int as n from public.role_assignments ra
      where ra.role_id = ${ref['role:SUPER_ADMIN']!} and ra.user_id <> ${ref['user:superadmin']!}`;
    expect(row?.n).toBe(0);
  });

  it('a member cannot forge a document code, and verify_document vouches only for officer-verified documents', async () => {
    const me = ctx('anggota').memberId!;
    const forge = (code: string) =>
      attempt(
        'anggota',
        (
          tx,
        ) => tx`insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
                   select id, organization_id, 'str', 'Surat Tanda Registrasi (PALSU)', id || '/palsu.pdf', ${code}
                   from public.members where id = ${me}`,
      );
    expect(await forge('DOK-STR-PALSU001')).toBe('42501');
    // Even a code written by the owner (Studio, a migration) is not vouched for until an officer verifies it.
    const [doc] = await db.sql<{ id: string }[]>`
      insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
      select id, organization_id, 'str', 'Surat Tanda Registrasi (PALSU)', id || '/palsu.pdf', 'DOK-STR-PALSU002'
      from public.members where id = ${me} returning id`;
    const lookup = () =>
      tryAs(db.sql, ctx('anon').actor, (tx) => tx`select * from public.verify_document('DOK-STR-PALSU002')`);
    expect(await lookup()).toHaveLength(0);
    // The member cannot verify it, nor the officers of another DPC; those of the member's DPC may.
    expect(await attempt('anggota', (tx) => tx`select public.mark_document_verified(${doc!.id})`)).toBe('42501');
    expect(await attempt('dpcSurabaya', (tx) => tx`select public.mark_document_verified(${doc!.id})`)).toBe('42501');
    // Nobody vouches for their own document, even with documents.manage.
    const [own] = await db.sql<{ id: string }[]>`
      select id from public.documents where member_id = ${ctx('dpwJabar').memberId!} limit 1`;
    expect(await attempt('dpwJabar', (tx) => tx`select public.mark_document_verified(${own!.id})`)).toBe('42501');
    expect(await lookup()).toHaveLength(0);
    await tryAs(db.sql, ctx('dpwJabar').actor, async (tx) => {
      await tx`select public.mark_document_verified(${doc!.id})`;
      const [found] = await tx`select * from public.verify_document('dok-str-palsu002')`;
      expect(found).toMatchObject({ kind: 'str', organization_name: 'Kota Bandung' });
      const [audit] =
        await tx`select action, actor_id from public.audit_logs where entity = 'documents' and entity_id = ${doc!.id}
                 order by id desc limit 1`;
      expect(audit).toEqual({ action: 'documents.verify', actor_id: ctx('dpwJabar').userId });
    });
    expect(await lookup()).toHaveLength(0); // rolled back: still unverified
    await db.sql`delete from public.documents where id = ${doc!.id}`;
  });

  it('a member cannot keep a document vouched for while changing its data or file, nor revive a withdrawn code', async () => {
    const me = ctx('anggota').memberId!;
    const [sip] = await db.sql<{ id: string; code: string; path: string }[]>`
      select id, verification_code as code, storage_path as path from public.documents
      where member_id = ${me} and kind = 'sip' and verified_at is not null order by created_at desc limit 1`;
    await db.sql`insert into storage.objects (bucket_id, name, metadata)
                 values ('member-documents', ${sip!.path}, '{"mimetype": "application/pdf"}') on conflict do nothing`;
    await tryAs(db.sql, ctx('anggota').actor, async (tx) => {
      await tx`select set_config('storage.allow_delete_query', 'true', true)`;
      // The verified file: not replaced, moved or removed.
      expect(await tx`update storage.objects set metadata = '{}' where name = ${sip!.path} returning id`).toHaveLength(
        0,
      );
      expect(
        await tx`update storage.objects set name = name || '.x' where name = ${sip!.path} returning id`,
      ).toHaveLength(0);
      expect(await tx`delete from storage.objects where name = ${sip!.path} returning id`).toHaveLength(0);
      // Not re-verified by the member, nor its columns written: a changed expiry withdraws it.
      await tx`update public.members set sip_expiry_date = date '2099-12-31' where id = ${me}`;
      const [row] = await tx`select verified_at, verification_code from public.documents where id = ${sip!.id}`;
      expect(row).toEqual({ verified_at: null, verification_code: null });
      const [found] = await tx`select status from public.verify_document(${sip!.code})`;
      expect(found).toEqual({ status: 'withdrawn' });
      // Once withdrawn, nobody gives the old code to a document again, not even an officer.
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(ctx('dpwJabar').actor.caller.claims)}, true)`;
      await tx`savepoint revive`;
      const revived = await tx`
        insert into public.documents (member_id, organization_id, kind, title, storage_path, verification_code)
        select id, organization_id, 'sip', 'Surat Izin Praktik', id || '/palsu.pdf', ${sip!.code}
        from public.members where id = ${me}`
        .then(() => 'ok')
        .catch((error: { code?: string }) => error.code);
      expect(revived).toBe('42501');
      await tx`rollback to savepoint revive`;
    });
    const [still] =
      await db.sql`select verified_at is not null as verified from public.documents where id = ${sip!.id}`;
    expect(still).toEqual({ verified: true });
  });

  it('a member cannot change their own protected columns, and an officer not their own either', async () => {
    const change = (key: ActorKey, set: string) =>
      attempt(key, (tx) => tx.unsafe(`update public.members set ${set} where user_id = auth.uid()`));
    for (const set of [
      `nap = '999999999999'`,
      `membership_status = 'ACTIVE'`,
      `organization_id = '${ref['org:DPC-3578']}'`,
      `expiry_date = current_date + 3650`,
      `membership_type = 'KEHORMATAN'`,
      `user_id = '${ref['user:superadmin']}'`,
    ]) {
      expect(await change('anggota', set), set).toBe('42501');
    }
    expect(await change('dpcBandung', 'expiry_date = current_date + 3650')).toBe('42501');
    expect(await change('anggota', `address = 'Jl. Baru No. 1'`)).toBe('ok');
  });

  it('nobody writes the membership history (the events ledger and its monthly sums) but the triggers on members', async () => {
    const counted = () => db.sql<{ events: number; totals: string }[]>`
      select (select count(*)::int from private.membership_events) as events,
             (select md5(string_agg(concat_ws(' ', t.*), ',' order by concat_ws(' ', t.*)))
              from private.membership_event_totals t) as totals`;
    const [before] = await counted();
    const org = ref['org:DPC-3273']!;
    for (const key of ['anon', 'anggota', 'dpcBandung', 'dpwJabar', 'superadmin'] as const) {
      for (const statement of [
        `insert into private.membership_events (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
         values (gen_random_uuid(), '${org}', 'ACTIVE', 'BIASA', 'join', 1, current_date)`,
        `update private.membership_events set delta = -delta`,
        `delete from private.membership_events`,
        `insert into private.membership_event_totals values ('${org}', current_date, 'ACTIVE', 'BIASA', 'join', 500)`,
        `update private.membership_event_totals set members = members + 1`,
        `delete from private.membership_event_totals`,
      ]) {
        expect({ key, statement, state: await attempt(key, (tx) => tx.unsafe(statement)) }).toEqual({
          key,
          statement,
          state: '42501',
        });
      }
    }
    expect(await counted()).toEqual([before]);
  });

  it('only an officer with dues.remind in its DPC resends a failed message through the Data API', async () => {
    const [failed] = await db.sql<{ id: string }[]>`
      insert into public.outbox_messages (channel, recipient, template, variables, body_text, organization_id,
                                          status, attempts, last_error)
      values ('sms', '+6281200000999', 'sip_expiry_reminder', '{}', 'x', ${ref['org:DPC-3273']!}, 'failed', 8, 'Twilio 503')
      returning id`;
    // Committed, as a Data API call would be.
    const resend = (key: ActorKey) =>
      as(db.sql, ctx(key).actor, (tx) => tx`select public.retry_failed_outbox_messages(${[failed!.id]}::uuid[]) as r`);
    const statusNow = async () =>
      (await db.sql<{ status: string }[]>`select status from public.outbox_messages where id = ${failed!.id}`)[0]!
        .status;
    // A member and another DPC's officer: nothing resent, the message stays failed.
    for (const key of ['anggota', 'dpcSurabaya'] as const) {
      expect(await resend(key), key).toEqual([{ r: { retried: 0, skipped: 1 } }]);
      expect(await statusNow(), key).toBe('failed');
    }
    expect(await sqlState(resend('anon'))).toBe('42501');
    expect(await resend('dpcBandung')).toEqual([{ r: { retried: 1, skipped: 0 } }]);
    expect(await statusNow()).toBe('queued');
  });

  it('a claim on a register row without email is decided only by an officer who verifies its DPC, never for their own address, never by a table write', async () => {
    // Two claims awaiting approval in Kota Bandung (issue 24 N8): a stranger's, and one for the
    // address of the DPC's own officer.
    const awaiting = async (email: string) => {
      const [member] = await db.sql<{ id: string }[]>`
        update public.members set email = null
        where id = (
          select m.id from public.members m
          where m.organization_id = ${ref['org:DPC-3273']!} and m.user_id is null and m.nap is not null
            and m.birth_date is not null and not exists (select 1 from public.nap_claims c where c.member_id = m.id)
          order by m.nap limit 1)
        returning id`;
      await db.sql`select private.request_nap_claim(nap, birth_date, ${email}, null) from public.members where id = ${member!.id}`;
      const [claim] = await db.sql<{ id: string }[]>`
        select id from public.nap_claims where member_id = ${member!.id} and status = 'awaiting_approval'`;
      return claim!.id;
    };
    const stranger = await awaiting('penyerobot.n8@contoh.id');
    const own = await awaiting('dpc.bandung@simk.test');
    const decide = (id: string, action: string) => (tx: postgres.TransactionSql) =>
      tx`select status from public.resolve_nap_claim(${id}, ${action}, 'Identitas dicek dengan KTP')`;

    expect(await attempt('anon', decide(stranger, 'approve'))).toBe('42501');
    for (const key of ['anggota', 'dpcSurabaya'] as const) {
      expect(await attempt(key, decide(stranger, 'approve')), key).toBe('P0002');
      expect(await attempt(key, decide(stranger, 'reject')), key).toBe('P0002');
    }
    for (const key of ['anggota', 'dpcBandung', 'dpwJabar'] as const) {
      expect(
        await attempt(key, (tx) => tx`update public.nap_claims set status = 'pending' where id = ${stranger}`),
        key,
      ).toBe('42501');
    }
    // Nobody approves a claim for their own address; the DPW above may.
    expect(await attempt('dpcBandung', decide(own, 'approve'))).toBe('42501');
    expect(await attempt('dpcBandung', decide(own, 'reject'))).toBe('42501');
    expect(await attempt('dpwJabar', decide(own, 'approve'))).toBe('ok');
    const statuses = await db.sql<{ status: string }[]>`
      select status::text from public.nap_claims where id in (${stranger}, ${own})`;
    expect(statuses).toEqual([{ status: 'awaiting_approval' }, { status: 'awaiting_approval' }]);
    // The DPC's officer approves the stranger's claim; the link goes to the claimant alone.
    await tryAs(db.sql, ctx('dpcBandung').actor, async (tx) => {
      expect(await decide(stranger, 'approve')(tx)).toEqual([{ status: 'pending' }]);
      const mail = await tx`
        select organization_id, member_id from public.outbox_messages where recipient = 'penyerobot.n8@contoh.id'
        order by created_at desc limit 1`;
      expect(mail).toEqual([]);
    });
  });

  it('an ADMIN_DPP cannot read a gateway notification, and nobody stores, changes or applies one through the Data API', async () => {
    // Issue 24 N3: a stored body's signature_key signed a refund of the same payment.
    await db.sql`select private.apply_gateway_status(${db.sql.json({
      order_id: 'SIMK-ADVERSARIAL',
      transaction_id: 'trx-adversarial',
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '150000.00',
      payment_type: 'qris',
      signature_key: 'cd'.repeat(64),
    })}::jsonb, 'webhook')`;
    const [row] = await db.sql<{ id: string; signed: boolean }[]>`
      select id::text, body ? 'signature_key' as signed from public.payment_notifications
      where transaction_id = 'trx-adversarial'`;
    expect(row).toEqual({ id: expect.any(String), signed: false });
    const read = (key: ActorKey) =>
      tryAs(
        db.sql,
        ctx(key).actor,
        (tx) => tx`select body from public.payment_notifications where id = ${row!.id}::bigint`,
      );
    expect(await read('adminDpp')).toEqual([]);
    expect(await read('superadmin')).toHaveLength(1);
    const refund = db.sql.json({
      order_id: 'SIMK-ADVERSARIAL',
      transaction_id: 'trx-adversarial-2',
      transaction_status: 'refund',
      gross_amount: '150000.00',
    });
    for (const key of ['adminDpp', 'superadmin', 'dpcBandung'] as const) {
      expect(
        await attempt(
          key,
          (
            tx,
          ) => tx`insert into public.payment_notifications (order_id, transaction_id, transaction_status, source, body, outcome)
                     values ('SIMK-ADVERSARIAL', 'trx-forged', 'refund', 'webhook', ${refund}, 'refunded')`,
        ),
        key,
      ).toBe('42501');
      expect(
        await attempt(
          key,
          (tx) => tx`update public.payment_notifications set outcome = 'refunded' where id = ${row!.id}::bigint`,
        ),
        key,
      ).toBe('42501');
      expect(
        await attempt(key, (tx) => tx`select private.apply_gateway_status(${refund}::jsonb, 'status_api')`),
        key,
      ).toBe('42501');
    }
    // Not even the service role stores a signature.
    expect(
      await sqlState(
        db.sql`insert into public.payment_notifications (order_id, transaction_id, transaction_status, source, body, outcome)
               values ('SIMK-ADVERSARIAL', 'trx-signed', 'settlement', 'webhook', '{"signature_key": "x"}', 'stale')`,
      ),
    ).toBe('23514');
  });

  it('nobody but a chapter’s own officers writes its profile or logo, the officers above it included', async () => {
    const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
    const [surabaya] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3578'`;
    const profile =
      (organizationId: string, logo: string | null = null) =>
      (tx: postgres.TransactionSql) =>
        tx`select public.update_organization_profile(${organizationId}, 'Jl. Lain', null, null, 'Bank Lain',
           '99999999', 'Orang Lain', ${logo})`;
    const logo = (organizationId: string) => (tx: postgres.TransactionSql) =>
      tx`insert into storage.objects (bucket_id, name)
         values ('organization-logos', ${`${organizationId}/logo-${crypto.randomUUID()}.png`})`;
    const [surabayaLogo] = await db.sql<{ name: string }[]>`
      insert into storage.objects (bucket_id, name)
      values ('organization-logos', ${`${surabaya!.id}/logo-${crypto.randomUUID()}.png`}) returning name`;
    const outcomes = {
      dpwAboveItsDpc: await attempt('dpwJabar', profile(bandung!.id)),
      adminDppOnADpc: await attempt('adminDpp', profile(bandung!.id)),
      superadminOnADpc: await attempt('superadmin', profile(bandung!.id)),
      otherDpc: await attempt('dpcSurabaya', profile(bandung!.id)),
      member: await attempt('anggota', profile(bandung!.id)),
      anon: await attempt('anon', profile(bandung!.id)),
      dpwLogoIntoItsDpc: await attempt('dpwJabar', logo(bandung!.id)),
      dpcLogoIntoAnother: await attempt('dpcBandung', logo(surabaya!.id)),
      anotherChaptersLogoAsOwn: await attempt('dpcBandung', profile(bandung!.id, surabayaLogo!.name)),
      ownOfficer: await attempt('dpcBandung', profile(bandung!.id)),
    };
    expect(outcomes).toEqual({
      dpwAboveItsDpc: '42501',
      adminDppOnADpc: '42501',
      superadminOnADpc: '42501',
      otherDpc: '42501',
      member: '42501',
      anon: '42501',
      dpwLogoIntoItsDpc: '42501',
      dpcLogoIntoAnother: '42501',
      anotherChaptersLogoAsOwn: '23514',
      ownOfficer: 'ok',
    });
    const [unchanged] = await db.sql`select bank_name from public.organizations where id = ${bandung!.id}`;
    expect(unchanged!.bank_name).not.toBe('Bank Lain');
  });
});

// Separation of duties (issue 24 N4, decision 0049): an officer who is also a member does not
// decide their own transfer, record a payment for their own bills or waive their own bill; a
// second officer or the level above does. And recorded payments are dated this month or the last
// (by the test clock, private.today()) unless SUPER_ADMIN. Each case runs in one transaction that
// is rolled back, acting as one actor after another inside savepoints.
describe('separation of duties and recorded payment dates', () => {
  const ROLLBACK = new Error('rollback');
  const actorOf = (key: ActorKey) => {
    const found = contexts.find((c) => c.key === key);
    if (!found) throw new Error(`no actor ${key}`);
    return found;
  };
  type Outcome = { state: string; message: string | null };

  /** Runs `work` in a transaction that is always rolled back; it starts as the owner (postgres). */
  async function rolledBack(work: (tx: postgres.TransactionSql) => Promise<void>) {
    await db.sql
      .begin(async (tx) => {
        await work(tx);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
  }

  /**
   * One statement as the actor: kept when it succeeds (`keep`), undone otherwise; the transaction
   * is the owner's again afterwards.
   */
  async function act(
    tx: postgres.TransactionSql,
    key: ActorKey,
    statement: (tx: postgres.TransactionSql) => Promise<unknown>,
    keep = false,
  ): Promise<Outcome> {
    const { caller } = actorOf(key).actor;
    await tx`savepoint act`;
    await tx`select set_config('role', ${caller.role}, true),
                    set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
    let outcome: Outcome = { state: 'ok', message: null };
    try {
      await statement(tx);
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      if (!code) throw error;
      outcome = { state: code, message };
    }
    if (keep && outcome.state === 'ok') {
      await tx`select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)`;
      await tx`release savepoint act`;
    } else {
      await tx`rollback to savepoint act`;
    }
    return outcome;
  }

  /** A fresh unpaid bill of the member (a period no seeded bill uses), issued by the owner. */
  async function unpaidBill(tx: postgres.TransactionSql, memberId: string): Promise<string> {
    const [bill] = await tx<{ id: string }[]>`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select m.id, (select c.id from public.dues_categories c order by c.created_at, c.id limit 1), m.organization_id,
             date '2031-01-01', date '2031-01-31', date '2031-01-31', 150000
      from public.members m where m.id = ${memberId}
      returning id`;
    return bill!.id;
  }

  const SEPARATION = { state: '42501', message: expect.stringContaining('Anda sendiri tidak diizinkan') };

  it('no officer decides their own transfer at any step; the DPP releases it and the target DPC accepts it', async () => {
    const own = actorOf('dpwJabar').memberId!;
    await rolledBack(async (tx) => {
      const [request] = await tx<{ id: string }[]>`
        insert into public.transfer_requests (member_id, target_organization_id, reason,
                                              has_sip_current, has_sip_target, has_recommendation_letter)
        values (${own}, ${ref['org:DPC-3273']!}, 'Pindah tugas ke Kota Bandung', true, true, true)
        returning id`;
      const id = request!.id;
      // Pending: the DPW is the origin's level above, but this is its officer's own request.
      expect(await act(tx, 'dpwJabar', (t) => t`select public.decide_transfer(${id}, 'release')`)).toEqual({
        ...SEPARATION,
        message: expect.stringMatching(/^Memutuskan permohonan mutasi Anda sendiri tidak diizinkan/),
      });
      expect(await act(tx, 'dpwJabar', (t) => t`select public.approve_transfer(${id})`)).toEqual(SEPARATION);
      expect(await act(tx, 'dpwJabar', (t) => t`select public.reject_transfer(${id}, 'Ditolak sendiri')`)).toEqual(
        SEPARATION,
      );
      expect(await act(tx, 'superadmin', (t) => t`select public.approve_transfer(${id})`, true)).toEqual({
        state: 'ok',
        message: null,
      });
      // Processing: the target's side is the DPW's too; its DPC officer accepts.
      expect(await act(tx, 'dpwJabar', (t) => t`select public.decide_transfer(${id}, 'accept')`)).toEqual(SEPARATION);
      expect(await act(tx, 'dpwJabar', (t) => t`select public.reject_transfer(${id}, 'Ditolak sendiri')`)).toEqual(
        SEPARATION,
      );
      expect(await act(tx, 'dpcBandung', (t) => t`select public.approve_transfer(${id})`, true)).toEqual({
        state: 'ok',
        message: null,
      });
      const [after] = await tx`
        select r.status, r.released_by, r.accepted_by, m.organization_id
        from public.transfer_requests r join public.members m on m.id = r.member_id where r.id = ${id}`;
      expect(after).toEqual({
        status: 'completed',
        released_by: actorOf('superadmin').userId,
        accepted_by: actorOf('dpcBandung').userId,
        organization_id: ref['org:DPC-3273'],
      });
    });
  });

  it('no officer records a payment for their own bill or waives it; the DPW above does', async () => {
    const own = actorOf('dpcBandung').memberId!;
    await rolledBack(async (tx) => {
      const bill = await unpaidBill(tx, own);
      const record = (t: postgres.TransactionSql) =>
        t`select public.record_payment(${own}, ${[bill]}::uuid[], 'cash', null, 'KAS-SENDIRI')`;
      const waive = (t: postgres.TransactionSql) =>
        t`select public.waive_bill(${bill}, 'Dibebaskan oleh diri sendiri')`;
      expect(await act(tx, 'dpcBandung', record)).toEqual({
        ...SEPARATION,
        message: expect.stringMatching(/^Mencatat pembayaran tagihan Anda sendiri tidak diizinkan/),
      });
      expect(await act(tx, 'dpcBandung', waive)).toEqual({
        ...SEPARATION,
        message: expect.stringMatching(/^Membebaskan tagihan Anda sendiri tidak diizinkan/),
      });
      // Not even a SUPER_ADMIN for their own bill.
      const superOwn = await unpaidBill(tx, actorOf('superadmin').memberId!);
      expect(
        await act(tx, 'superadmin', (t) => t`select public.waive_bill(${superOwn}, 'Dibebaskan sendiri')`),
      ).toEqual(SEPARATION);
      const [untouched] = await tx`select status from public.bills where id = ${bill}`;
      expect(untouched).toEqual({ status: 'unpaid' });
      expect(await act(tx, 'dpwJabar', waive)).toEqual({ state: 'ok', message: null });
      expect(await act(tx, 'dpwJabar', record, true)).toEqual({ state: 'ok', message: null });
      const [paid] = await tx`
        select b.status, p.recorded_by from public.bills b
        join public.payment_bills pb on pb.bill_id = b.id join public.payments p on p.id = pb.payment_id
        where b.id = ${bill}`;
      expect(paid).toEqual({ status: 'paid', recorded_by: actorOf('dpwJabar').userId });
    });
  });

  it('a recorded payment is dated this month or the last, not ahead; only SUPER_ADMIN dates it earlier', async () => {
    const [days] = await db.sql<{ earliest: string; before: string; tomorrow: string; older: string }[]>`
      select (date_trunc('month', private.today()) - interval '1 month')::date::text as earliest,
             (date_trunc('month', private.today()) - interval '1 month' - interval '1 day')::date::text as before,
             (private.today() + 1)::text as tomorrow,
             (date_trunc('month', private.today()) - interval '6 months')::date::text as older`;
    const at = (day: string) => `${day}T12:00:00+07:00`;
    const member = ref['member:bandung']!;
    await rolledBack(async (tx) => {
      const bill = await unpaidBill(tx, member);
      const record = (key: ActorKey, paidAt: string) =>
        act(
          tx,
          key,
          (t) => t`select public.record_payment(${member}, ${[bill]}::uuid[], 'cash', ${paidAt}::timestamptz)`,
        );
      const window = (message: RegExp) => ({ state: '22023', message: expect.stringMatching(message) });
      expect(await record('dpcBandung', '1999-06-15T10:00:00+07:00')).toEqual(
        window(/^Tanggal pembayaran harus dalam bulan ini atau bulan lalu/),
      );
      expect(await record('dpcBandung', at(days!.before))).toEqual(
        window(/^Tanggal pembayaran harus dalam bulan ini atau bulan lalu/),
      );
      expect(await record('dpcBandung', at(days!.tomorrow))).toEqual(window(/tidak boleh melewati hari ini/));
      expect(await record('superadmin', at(days!.tomorrow))).toEqual(window(/tidak boleh melewati hari ini/));
      // Before the first dues split rule (2000-01-01) nothing can be shared out, not even for SUPER_ADMIN.
      expect(await record('superadmin', '1999-06-15T10:00:00+07:00')).toEqual(
        window(/^Tidak ada aturan pembagian iuran yang berlaku pada tanggal pembayaran 15-06-1999/),
      );
      expect(await record('dpcBandung', at(days!.earliest))).toEqual({ state: 'ok', message: null });
      expect(await record('superadmin', at(days!.older))).toEqual({ state: 'ok', message: null });
    });
  });
});

// Two-factor recovery through the Data API (issue 24, decision 0032 "Recovery"): removing a
// member's authenticators is open only to an officer with members.verify in the member's DPC, never
// on their own login; a refusal leaves the factors in place. Rolled back, so nothing stays.
describe('two-factor reset (reset_member_two_factor)', () => {
  const ROLLBACK = new Error('rollback');
  const ctxOf = (key: ActorKey) => contexts.find((c) => c.key === key)!;

  it('refuses anon, the member, an officer out of scope and an officer’s own; the DPC in scope removes them', async () => {
    const outcomes: Record<string, string> = {};
    await db.sql
      .begin(async (tx) => {
        const target = ctxOf('anggota');
        const own = ctxOf('dpcBandung');
        for (const ctx of [target, own]) {
          await tx`
            insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
            values (gen_random_uuid(), ${ctx.userId!}, 'Ponsel', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`;
        }
        const attempt = async (key: ActorKey, memberId: string) => {
          const { caller } = ctxOf(key).actor;
          await tx`savepoint attempt`;
          // At aal2: the officer whose own login has a factor acts as the app would let them.
          const claims = caller.role === 'anon' ? caller.claims : { ...caller.claims, aal: 'aal2' };
          await tx`select set_config('role', ${caller.role}, true),
                          set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
          let state = 'ok';
          try {
            await tx`select public.reset_member_two_factor(${memberId}, true)`;
          } catch (error) {
            state = (error as { code?: string }).code ?? 'error';
          }
          await tx`rollback to savepoint attempt`;
          return state;
        };
        for (const key of ['anon', 'anggota', 'dpcSurabaya'] as const) {
          outcomes[`${key} → member`] = await attempt(key, target.memberId!);
        }
        outcomes['dpcBandung → own'] = await attempt('dpcBandung', own.memberId!);
        const [left] = await tx<{ count: number }[]>`
          select count(*)::int as count from auth.mfa_factors where user_id in (${target.userId!}, ${own.userId!})`;
        outcomes['factors after refusals'] = String(left!.count);
        outcomes['dpcBandung → member'] = await attempt('dpcBandung', target.memberId!);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(outcomes).toEqual({
      'anon → member': '42501',
      'anggota → member': '42501',
      'dpcSurabaya → member': '42501',
      'dpcBandung → own': '42501',
      'factors after refusals': '2',
      'dpcBandung → member': 'ok',
    });
  });
});

// issue 28 §2: the audit log is append-only. No grant lets an API role write it (so the generated
// cases above find nothing to try); this proves the refusal for every demo role and for the rows in
// each one's own scope, and that the log is unchanged afterwards.
describe('the audit log cannot be rewritten', () => {
  it('refuses every demo role an update, a delete and a truncate of it', async () => {
    const [before] = await db.sql<{ n: number; hash: string }[]>`
      select count(*)::int as n, md5(string_agg(id::text || action || coalesce(after::text, ''), ',' order by id)) as hash
      from public.audit_logs`;
    const outcomes: Record<string, string> = {};
    for (const ctx of contexts) {
      const scoped = ctx.home ?? ctx.scopeDpc;
      outcomes[`${ctx.key} update`] = await sqlState(
        tryAs(
          db.sql,
          ctx.actor,
          (tx) => tx`update public.audit_logs set action = 'forged' where organization_id = ${scoped}`,
        ),
      );
      outcomes[`${ctx.key} delete`] = await sqlState(
        tryAs(db.sql, ctx.actor, (tx) => tx`delete from public.audit_logs where organization_id = ${scoped}`),
      );
      outcomes[`${ctx.key} truncate`] = await sqlState(
        tryAs(db.sql, ctx.actor, (tx) => tx`truncate public.audit_logs`),
      );
    }
    expect(Object.entries(outcomes).filter(([, state]) => state !== '42501')).toEqual([]);
    const [after] = await db.sql<{ n: number; hash: string }[]>`
      select count(*)::int as n, md5(string_agg(id::text || action || coalesce(after::text, ''), ',' order by id)) as hash
      from public.audit_logs`;
    expect(after).toEqual(before);
  });
});
