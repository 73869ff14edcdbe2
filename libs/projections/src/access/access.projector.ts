import type { RecordedEvent } from '@ledgerline/event-store';
import {
  evolveSubscription,
  initialSubscriptionState,
  type CustomRoleCreatedData,
  type InviteResentData,
  type InviteRevokedData,
  type InviteRoleChangedData,
  type MemberInvitedData,
  type MemberJoinedData,
  type MemberRemovedData,
  type MemberRoleChangedData,
  type RoleAssignment,
  type SubscriptionState,
  type TeamOwnerAssignedData,
} from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

const assigned = (data: RoleAssignment) => ({ role: data.role, role_id: data.role === 'member' ? data.roleId : null });

/** Folds a plan event onto the business's stored subscription with the pure `evolveSubscription`. */
async function evolveStoredSubscription(event: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const businessId = businessIdOfStream(event.stream);
  const [row] = await ctx.execute<{ state: SubscriptionState }>(ctx.table('subscriptions').select('state').where({ business_id: businessId }));
  const state = evolveSubscription(row?.state ?? initialSubscriptionState, event);
  if (!state.exists) return;
  await ctx.execute(
    ctx
      .table('subscriptions')
      .insert({ business_id: businessId, plan_id: state.planId, state: JSON.stringify(state) })
      .onConflict('business_id')
      .merge(),
  );
}

/**
 * Team membership, custom roles and subscriptions: what the route guard reads on every request
 * (who is a member, with which codes, on which plan).
 */
export const accessProjector = defineProjector({
  name: 'access',
  version: 1,
  tables: ['team_members', 'team_invites', 'custom_roles', 'subscriptions'],
  handlers: {
    async TeamOwnerAssigned(event, ctx) {
      const data = event.data as TeamOwnerAssignedData;
      await ctx.execute(
        ctx
          .table('team_members')
          .insert({ business_id: businessIdOfStream(event.stream), user_id: data.userId, email: data.email, role: 'owner', joined_at: data.at }),
      );
    },
    async CustomRoleCreated(event, ctx) {
      const data = event.data as CustomRoleCreatedData;
      await ctx.execute(
        ctx
          .table('custom_roles')
          .insert({ business_id: businessIdOfStream(event.stream), role_id: data.roleId, role_name: data.roleName, access: data.access }),
      );
    },
    async CustomRoleUpdated(event, ctx) {
      const data = event.data as CustomRoleCreatedData;
      await ctx.execute(
        ctx
          .table('custom_roles')
          .where({ business_id: businessIdOfStream(event.stream), role_id: data.roleId })
          .update({ role_name: data.roleName, access: data.access }),
      );
    },
    async MemberInvited(event, ctx) {
      const data = event.data as MemberInvitedData;
      await ctx.execute(
        ctx.table('team_invites').insert({
          business_id: businessIdOfStream(event.stream),
          invite_id: data.inviteId,
          email: data.email,
          ...assigned(data),
          invited_at: data.at,
          last_sent_at: data.at,
        }),
      );
    },
    async InviteResent(event, ctx) {
      const data = event.data as InviteResentData;
      await ctx.execute(
        ctx
          .table('team_invites')
          .where({ business_id: businessIdOfStream(event.stream), invite_id: data.inviteId })
          .update({ last_sent_at: data.at }),
      );
    },
    async InviteRoleChanged(event, ctx) {
      const data = event.data as InviteRoleChangedData;
      await ctx.execute(
        ctx
          .table('team_invites')
          .where({ business_id: businessIdOfStream(event.stream), invite_id: data.inviteId })
          .update(assigned(data)),
      );
    },
    async InviteRevoked(event, ctx) {
      const data = event.data as InviteRevokedData;
      await ctx.execute(
        ctx
          .table('team_invites')
          .where({ business_id: businessIdOfStream(event.stream), invite_id: data.inviteId })
          .delete(),
      );
    },
    async MemberJoined(event, ctx) {
      const data = event.data as MemberJoinedData;
      const businessId = businessIdOfStream(event.stream);
      await ctx.execute(ctx.table('team_invites').where({ business_id: businessId, invite_id: data.inviteId }).delete());
      await ctx.execute(
        ctx.table('team_members').insert({ business_id: businessId, user_id: data.userId, email: data.email, ...assigned(data), joined_at: data.at }),
      );
    },
    async MemberRoleChanged(event, ctx) {
      const data = event.data as MemberRoleChangedData;
      await ctx.execute(
        ctx
          .table('team_members')
          .where({ business_id: businessIdOfStream(event.stream), user_id: data.userId })
          .update(assigned(data)),
      );
    },
    async MemberRemoved(event, ctx) {
      const data = event.data as MemberRemovedData;
      await ctx.execute(
        ctx
          .table('team_members')
          .where({ business_id: businessIdOfStream(event.stream), user_id: data.userId })
          .delete(),
      );
    },
    PlanChanged: evolveStoredSubscription,
    TrialStarted: evolveStoredSubscription,
    PlanExpired: evolveStoredSubscription,
    PlanDowngraded: evolveStoredSubscription,
  },
});
