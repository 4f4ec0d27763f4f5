import { fundraiserMessages, type AdminRow, type FundraiserDetail, type GroupDetail } from '@fundplay/contracts';
import { Link2, Plus, UserCog, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { notify } from '@/lib/toast';
import { useDeleteGroup } from '../api/delete-group';
import { useLinkPayoutAccount } from '../hooks/use-link-payout-account';
import { groupGoalCapacityCents } from '../lib/group-goal-capacity';
import { groupPayoutText } from '../lib/group-payout';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { ChangeGroupAdminDialog } from './change-group-admin-dialog';
import { DashboardSection } from '@/components/dashboard-section';
import { EditGroupDialog } from './edit-group-dialog';
import { GroupDraftsForm } from './group-drafts-form';
import { LinkPayoutAccountDialog } from './link-payout-account-dialog';
import { DeleteRowButton, EditRowButton } from '@/components/row-action-buttons';

interface FundraiserGroupsProps {
  fundraiser: FundraiserDetail;
  groups: readonly GroupDetail[];
  admins: readonly AdminRow[];
  /** The signed-in administrator: a group's own admin may change that group. */
  viewerId?: string;
  /**
   * Offers 'Link account' per group when given (composed in by the app from the payouts feature). Unlike the other
   * group actions it stays available once the fundraiser runs: a group without an account cannot take donations.
   */
  payoutAccountPicker?: PayoutAccountPickerComponent;
}

const notAllowed = "Only the fundraiser's administrators or the group's admin can change a group.";

/** The competing groups: goals, totals, admins; create, edit, change admin and delete before the start. */
export function FundraiserGroups({ fundraiser, groups, admins, viewerId, payoutAccountPicker }: FundraiserGroupsProps) {
  const reasonId = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GroupDetail | null>(null);
  const [changingAdmin, setChangingAdmin] = useState<GroupDetail | null>(null);
  const [deleting, setDeleting] = useState<GroupDetail | null>(null);
  const [linking, setLinking] = useState<GroupDetail | null>(null);
  const remove = useDeleteGroup();
  const link = useLinkPayoutAccount();

  const started = fundraiser.status !== 'notStarted';
  const mayAdd = !started && fundraiser.permissions.manageGroups;
  const mayChange = (group: GroupDetail) =>
    !started && (fundraiser.permissions.manageGroups || (viewerId !== undefined && group.admin?._id === viewerId));
  const reason = started ? fundraiserMessages.groupActionsDisabled : notAllowed;
  const anyDisabled = groups.some((group) => !mayChange(group)) || !mayAdd;

  const goalsOf = (except?: GroupDetail) =>
    groups.filter((group) => group._id !== except?._id).map((group) => group.groupTarget);

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync({ groupId: deleting._id });
      notify.success(message || fundraiserMessages.groupDeleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to delete group! Try again later...'));
    }
  };

  return (
    <DashboardSection
      icon={UsersRound}
      title="Fundraiser groups"
      description="Groups compete with each other; each may have its own goal, cause and admin."
      actions={
        <Button
          size="sm"
          variant="outline"
          disabled={!mayAdd}
          aria-describedby={mayAdd ? undefined : reasonId}
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" />
          Add groups
        </Button>
      }
    >
      {anyDisabled ? (
        <Alert id={reasonId} variant={started ? 'warning' : 'info'}>
          {reason}
        </Alert>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No groups yet"
          description="Participants raise money for the fundraiser as a whole."
        />
      ) : (
        <DataTable
          caption="Fundraiser groups"
          rows={groups}
          rowKey={(group) => group._id}
          columns={[
            {
              header: 'Name',
              className: 'font-semibold',
              cell: (group) => (
                <>
                  {group.groupName}
                  {group.groupCause ? (
                    <span className="block text-xs font-normal text-muted-foreground">{group.groupCause}</span>
                  ) : null}
                </>
              ),
            },
            { header: 'Goal', cell: (group) => (group.groupTarget > 0 ? formatMoney(group.groupTarget) : '—') },
            { header: 'Raised', cell: (group) => formatMoney(group.groupTotalDonations) },
            {
              header: 'Admin',
              cell: (group) => (group.admin ? `${group.admin.firstName} ${group.admin.lastName}` : 'No admin'),
            },
            { header: 'Participants', cell: (group) => group.participants.length },
            {
              header: 'Payout account',
              cell: (group) => {
                const payout = groupPayoutText(group, fundraiser);
                return (
                  <span className={payout.missing ? 'font-medium text-destructive' : undefined}>{payout.text}</span>
                );
              },
            },
          ]}
          actions={(group) => {
            const enabled = mayChange(group);
            const describedBy = enabled ? undefined : reasonId;
            return (
              <>
                {payoutAccountPicker ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Link payout account to ${group.groupName}`}
                    onClick={() => setLinking(group)}
                  >
                    <Link2 aria-hidden="true" />
                    Link account
                  </Button>
                ) : null}
                <EditRowButton
                  subject={group.groupName}
                  disabled={!enabled}
                  aria-describedby={describedBy}
                  onClick={() => setEditing(group)}
                />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!enabled || admins.length === 0}
                  aria-describedby={describedBy}
                  aria-label={`Change admin of ${group.groupName}`}
                  onClick={() => setChangingAdmin(group)}
                >
                  <UserCog aria-hidden="true" />
                  Change admin
                </Button>
                <DeleteRowButton
                  subject={group.groupName}
                  disabled={!enabled}
                  aria-describedby={describedBy}
                  onClick={() => setDeleting(group)}
                />
              </>
            );
          }}
        />
      )}

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add groups</DialogTitle>
            <DialogDescription>Names must be unique within the fundraiser.</DialogDescription>
          </DialogHeader>
          {adding ? (
            <GroupDraftsForm
              fundraiserId={fundraiser._id}
              initialCount={1}
              capacityCents={groupGoalCapacityCents(fundraiser.fundRaisingGoal, goalsOf())}
              onCreated={() => setAdding(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <EditGroupDialog
        group={editing}
        capacityCents={groupGoalCapacityCents(fundraiser.fundRaisingGoal, goalsOf(editing ?? undefined))}
        onClose={() => setEditing(null)}
      />
      <ChangeGroupAdminDialog group={changingAdmin} admins={admins} onClose={() => setChangingAdmin(null)} />
      {payoutAccountPicker ? (
        <LinkPayoutAccountDialog
          target={linking ? { name: linking.groupName, currentAccountId: linking.stripe } : null}
          picker={payoutAccountPicker}
          onLink={(accountId) => (linking ? link.toGroup(linking._id, accountId) : Promise.resolve(false))}
          onClose={() => setLinking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete group?"
        description={
          <>
            <strong>{deleting?.groupName}</strong> will be deleted; its participants stay in the fundraiser without a
            group.
          </>
        }
        confirmLabel="Delete group"
        destructive
        pending={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
      />
    </DashboardSection>
  );
}
