import { durationWeeks, fundraiserMessages, type FundraiserDetail, type GroupDetail } from '@fundplay/contracts';
import { HeartHandshake, ImageUp, Info, Pencil, Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format-money';
import { formatTaxId } from '@/lib/format-tax-id';
import { notify } from '@/lib/toast';
import { formatDateRange } from '../lib/dates';
import { CauseForm } from './cause-form';
import { DashboardSection } from '@/components/dashboard-section';
import { Fact } from './fact';
import { EditFundraiserInfoDialog } from './edit-fundraiser-info-dialog';
import { FundraiserLogoDialog } from './fundraiser-logo-dialog';
import { GoalForm } from './goal-form';

interface FundraiserInformationProps {
  fundraiser: FundraiserDetail;
  groups: readonly GroupDetail[];
  /** Open the edit dialog at once (the fundraisers list's Edit button). */
  editOnOpen?: boolean;
}

type OpenDialog = 'info' | 'goal' | 'cause' | 'logo' | null;

/** Name, address, dates, goal, cause and logo, with the edits the caller's permissions allow. */
export function FundraiserInformation({ fundraiser, groups, editOnOpen = false }: FundraiserInformationProps) {
  const { permissions } = fundraiser;
  const [dialog, setDialog] = useState<OpenDialog>(editOnOpen && permissions.edit ? 'info' : null);
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  const weeks = Math.round(durationWeeks(fundraiser.fundRaisingStartTime, fundraiser.fundRaisingEndTime));
  const mayChangeLogo = permissions.edit || permissions.changeGoalsAndCause;

  const onEditInfo = () => {
    if (fundraiser.status !== 'notStarted') notify.warning(fundraiserMessages.editingDisabled);
    else setDialog('info');
  };

  return (
    <DashboardSection
      icon={Info}
      title="Information"
      actions={
        <>
          {permissions.edit ? (
            <Button size="sm" variant="outline" onClick={onEditInfo}>
              <Pencil aria-hidden="true" />
              Edit information
            </Button>
          ) : null}
          {permissions.changeGoalsAndCause ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setDialog('goal')}>
                <Target aria-hidden="true" />
                Edit goal
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('cause')}>
                <HeartHandshake aria-hidden="true" />
                Edit cause
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Name">{fundraiser.fundRaisingName}</Fact>
          <Fact label="Address">
            {fundraiser.address}, {fundraiser.city}, {fundraiser.state} {fundraiser.zip}
          </Fact>
          <Fact label="Dates">{formatDateRange(fundraiser.fundRaisingStartTime, fundraiser.fundRaisingEndTime)}</Fact>
          <Fact label="Duration">
            {weeks} {weeks === 1 ? 'week' : 'weeks'}
          </Fact>
          <Fact label="Goal">
            {fundraiser.fundRaisingGoal > 0 ? formatMoney(fundraiser.fundRaisingGoal) : 'Not set yet'}
          </Fact>
          <Fact label="Cause">{fundraiser.fundRaisingCause || 'Not set yet'}</Fact>
          <Fact label="Tax ID">{formatTaxId(fundraiser.fundRaisingTaxId)}</Fact>
          <Fact label="Bank account">
            Routing {fundraiser.fundRaisingRoutingNumber} · Account {fundraiser.fundRaisingAccountNumber}
          </Fact>
        </dl>
        <div className="grid content-start justify-items-center gap-3 rounded-xl border bg-muted/40 p-4 text-center">
          {fundraiser.fundRaisingImage ? (
            <img
              src={fundraiser.fundRaisingImage}
              alt={`${fundraiser.fundRaisingName} logo`}
              className="max-h-36 rounded-lg object-contain"
            />
          ) : (
            <p className="py-6 text-sm text-muted-foreground">Fundraiser logo not set yet!</p>
          )}
          {mayChangeLogo ? (
            <Button size="sm" variant="outline" onClick={() => setDialog('logo')}>
              <ImageUp aria-hidden="true" />
              {fundraiser.fundRaisingImage ? 'Change logo' : 'Upload logo'}
            </Button>
          ) : null}
        </div>
      </div>

      {permissions.edit ? (
        <EditFundraiserInfoDialog fundraiser={fundraiser} open={dialog === 'info'} onOpenChange={close} />
      ) : null}
      <FundraiserLogoDialog fundraiserId={fundraiser._id} open={dialog === 'logo'} onOpenChange={close} />
      <Dialog open={dialog === 'goal'} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Fundraiser goal</DialogTitle>
            <DialogDescription>At least $10, and at least the sum of the group goals.</DialogDescription>
          </DialogHeader>
          <GoalForm
            fundraiserId={fundraiser._id}
            currentGoalCents={fundraiser.fundRaisingGoal}
            groups={groups}
            onSaved={() => setDialog(null)}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'cause'} onOpenChange={close}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Fundraiser cause</DialogTitle>
            <DialogDescription>What donors give to, in 2 to 100 characters.</DialogDescription>
          </DialogHeader>
          <CauseForm
            fundraiserId={fundraiser._id}
            currentCause={fundraiser.fundRaisingCause}
            onSaved={() => setDialog(null)}
          />
        </DialogContent>
      </Dialog>
    </DashboardSection>
  );
}
