import type { Context } from 'hono';
import type postgres from 'postgres';
import {
  memberDetailSchema,
  memberListSchema,
  memberMessages,
  memberProfileSchema,
  memberStatsSchema,
  verificationQueueSchema,
} from '../../../../_shared/contracts/members.ts';
import { organizationListSchema } from '../../../../_shared/contracts/organizations.ts';
import type { AppEnv } from '../../../app-env.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** How the database's refusals of a member write read to the caller. */
const memberErrors: DatabaseErrorOptions = {
  notFound: 'MEMBER_NOT_FOUND',
  constraintMessages: {
    members_expiry_after_join: memberMessages.expiryBeforeJoin,
    members_sip_expiry_needs_number: memberMessages.sipNumberRequired,
    members_login_email_follows_auth: memberMessages.loginEmailFollowsAuth,
  },
};

const duplicateMessages = { email: 'Email sudah terdaftar.', strNumber: 'Nomor STR sudah terdaftar.' };

async function loadProfile(tx: postgres.TransactionSql, id: string) {
  const member = await queries.memberProfile(tx, id);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return member;
}

/** 409 when another member already has this email or STR number (anywhere in the register). */
async function refuseDuplicate(
  tx: postgres.TransactionSql,
  values: { email?: string | null; strNumber?: string | null },
  exceptId?: string,
) {
  const found = await queries.registeredDuplicate(tx, values, exceptId);
  if (found) throw new AppError('DUPLICATE', duplicateMessages[found.field]);
}

/**
 * The DPC a new member joins: the one chosen, which must be an active DPC (400) in which the caller
 * may add members (403, `private.can_in_organization`), or else the caller's only such DPC.
 */
async function chapterForNewMember(tx: postgres.TransactionSql, chosen: string | undefined): Promise<string> {
  if (!chosen) {
    const chapters = await queries.creatableChapters(tx);
    if (chapters.length !== 1 || !chapters[0]) throw new AppError('VALIDATION_ERROR', memberMessages.chapterRequired);
    return chapters[0].id;
  }
  const standing = await queries.chapterStanding(tx, chosen);
  if (!standing?.open) throw new AppError('VALIDATION_ERROR', memberMessages.chapterNotFound);
  if (!standing.allowed) throw new AppError('OUT_OF_SCOPE', memberMessages.chapterOutOfScope);
  return chosen;
}

const memberResult = (member: unknown) => ({
  success: true as const,
  data: { member: memberProfileSchema.parse(member) },
});

export const stats: AppRouteHandler<typeof routes.stats> = async (c) => {
  const stats = await asRequestCaller(c, queries.memberStatistics);
  return c.json({ success: true as const, data: memberStatsSchema.parse(stats) }, 200);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { rows, total, chapter } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const rows = await queries.searchMembers(tx, filter, { limit, offset: offsetOf(page, limit) });
      // A page past the end has no row to carry the total, which the pager still needs.
      const total = rows[0]?.totalCount ?? (page === 1 ? 0 : await queries.countMembers(tx, filter));
      const chapter = filter.organizationId ? await queries.chapterName(tx, filter.organizationId) : undefined;
      return { rows, total, chapter };
    }),
  );
  const members = rows.map(({ totalCount: _ignored, ...member }) => member);
  const data = memberListSchema.parse({ members, pagination: pagination(page, limit, total), chapter });
  return c.json({ success: true as const, data }, 200);
};

export const verificationQueue: AppRouteHandler<typeof routes.verificationQueue> = async (c) => {
  const { page, limit, completeness } = c.req.valid('query');
  const { applications, total } = await asRequestCaller(c, (tx) =>
    queries.pendingApplications(tx, { limit, offset: offsetOf(page, limit) }, completeness),
  );
  const data = { applications, pagination: pagination(page, limit, total) };
  return c.json({ success: true as const, data: verificationQueueSchema.parse(data) }, 200);
};

export const chapters: AppRouteHandler<typeof routes.chapters> = async (c) => {
  const organizations = await asRequestCaller(c, queries.creatableChapters);
  return c.json({ success: true as const, data: organizationListSchema.parse({ organizations }) }, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { organizationId, ...fields } = c.req.valid('json');
  const member = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const chapter = await chapterForNewMember(tx, organizationId);
      await refuseDuplicate(tx, fields);
      await queries.setAuditAction(tx, 'members.create');
      const id = await queries.insertMember(tx, { ...queries.toMemberColumns(fields), organization_id: chapter });
      if (!id) throw new AppError('OUT_OF_SCOPE');
      return loadProfile(tx, id);
    }),
  );
  return c.json(memberResult(member), 201);
};

export const detail: AppRouteHandler<typeof routes.detail> = async (c) => {
  const { id } = c.req.valid('param');
  const data = await asRequestCaller(c, async (tx) => {
    const member = await loadProfile(tx, id);
    const [bills, payments, transfers, documents] = await queries.memberRecords(tx, id);
    const actions = await queries.memberActions(tx, id);
    const summary = await queries.memberDuesSummary(tx, id);
    const missing = await queries.applicationMissing(tx, id);
    return { member, bills, payments, transfers, documents, summary, actions, missing };
  });
  return c.json({ success: true as const, data: memberDetailSchema.parse(data) }, 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid('param');
  const fields = c.req.valid('json');
  const member = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        const current = await loadProfile(tx, id);
        if (!(await queries.canInOrganization(tx, 'members.edit', current.organizationId))) {
          throw new AppError('OUT_OF_SCOPE');
        }
        await refuseDuplicate(
          tx,
          {
            email: fields.email && fields.email !== current.email?.toLowerCase() ? fields.email : null,
            strNumber: fields.strNumber && fields.strNumber !== current.strNumber ? fields.strNumber : null,
          },
          id,
        );
        await queries.setAuditAction(tx, 'members.update');
        // Dates are checked by the table (members_expiry_after_join), against the stored ones too.
        if (!(await queries.updateMember(tx, id, queries.toMemberColumns(fields)))) throw new AppError('OUT_OF_SCOPE');
        return loadProfile(tx, id);
      }),
    memberErrors,
  );
  return c.json(memberResult(member), 200);
};

/** Runs a status change (SQL checks permission and transition) and answers with the member after it. */
function changeStatus(
  c: Context<AppEnv>,
  id: string,
  change: (tx: postgres.TransactionSql) => Promise<string | void>,
  errors: DatabaseErrorOptions = memberErrors,
) {
  return mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        const changedId = await change(tx);
        return loadProfile(tx, changedId ?? id);
      }),
    errors,
  );
}

export const deactivate: AppRouteHandler<typeof routes.deactivate> = async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const member = await changeStatus(c, id, (tx) => queries.setMembershipStatus(tx, id, 'INACTIVE', reason));
  return c.json(memberResult(member), 200);
};

export const activate: AppRouteHandler<typeof routes.activate> = async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const member = await changeStatus(c, id, (tx) => queries.setMembershipStatus(tx, id, 'ACTIVE', reason));
  return c.json(memberResult(member), 200);
};

export const verify: AppRouteHandler<typeof routes.verify> = async (c) => {
  const { id } = c.req.valid('param');
  // 23505: the application matches a NAP holder (verify_member, or the unique indexes in a race).
  const member = await changeStatus(c, id, (tx) => queries.verifyMember(tx, id), {
    ...memberErrors,
    duplicate: 'APPLICATION_DUPLICATE',
  });
  return c.json(memberResult(member), 200);
};

export const link: AppRouteHandler<typeof routes.link> = async (c) => {
  const { id } = c.req.valid('param');
  const { memberId } = c.req.valid('json');
  // 23505: the NAP holder already has a login of their own.
  const member = await changeStatus(c, id, (tx) => queries.linkApplication(tx, id, memberId), {
    ...memberErrors,
    duplicate: 'MEMBER_HAS_LOGIN',
  });
  return c.json(memberResult(member), 200);
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const member = await changeStatus(c, id, (tx) => queries.rejectApplication(tx, id, reason));
  return c.json(memberResult(member), 200);
};

export const resetTwoFactor: AppRouteHandler<typeof routes.resetTwoFactor> = async (c) => {
  const { id } = c.req.valid('param');
  const removedFactors = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.resetTwoFactor(tx, id)), {
    notFound: 'MEMBER_NOT_FOUND',
    transitions: { two_factor_not_enabled: 'TWO_FACTOR_NOT_ENABLED' },
  });
  return c.json({ success: true as const, data: { removedFactors } }, 200);
};
