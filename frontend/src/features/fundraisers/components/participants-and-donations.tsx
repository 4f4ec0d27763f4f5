import type { FundraiserDetail, GroupDetail, ParticipantRow } from '@fundplay/contracts';
import { HandCoins, Plus } from 'lucide-react';
import { useState } from 'react';
import { DashboardSection } from '@/components/dashboard-section';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/format-money';
import { ExportCsvButton } from './export-csv-button';
import { Fact } from './fact';
import { FundraiserDonations } from './fundraiser-donations';
import { ManualFundsDialog } from './manual-funds-dialog';

interface ParticipantsAndDonationsProps {
  fundraiser: FundraiserDetail;
  groups: readonly GroupDetail[];
  participants: readonly ParticipantRow[];
}

/** How many participants show before 'Show all'. */
const firstParticipantsShown = 10;

function TotalLine({ name, detail, raised, goal }: { name: string; detail?: string; raised: number; goal?: number }) {
  return (
    <li className="grid gap-1.5 py-2.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0">
          <span className="font-semibold break-words">{name}</span>
          {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
        </span>
        <span className="shrink-0 text-right font-semibold tabular-nums">
          {formatMoney(raised)}
          {goal ? (
            <span className="block text-xs font-normal text-muted-foreground">of {formatMoney(goal)}</span>
          ) : null}
        </span>
      </div>
      {goal ? (
        <Progress value={raised} max={goal} aria-label={`${name}: raised of its goal`} className="h-1.5" />
      ) : null}
    </li>
  );
}

/**
 * spec §2 Participants & Donations: the total against the goal, totals by group and by participant (projections of
 * the ledger, refreshed live by the dashboard), every gift, the CSV exports and manual funds.
 */
export function ParticipantsAndDonations({ fundraiser, groups, participants }: ParticipantsAndDonationsProps) {
  const [addingFunds, setAddingFunds] = useState(false);
  const [allParticipants, setAllParticipants] = useState(false);
  const raised = fundraiser.totalFunding;
  const goal = fundraiser.fundRaisingGoal;
  const groupsRaised = groups.reduce((sum, group) => sum + group.groupTotalDonations, 0);
  const direct = Math.max(0, raised - groupsRaised);
  const groupName = new Map(groups.map((group) => [group._id, group.groupName]));
  const byParticipant = [...participants].sort(
    (a, b) => b.totalDonations - a.totalDonations || a.fullName.localeCompare(b.fullName),
  );
  const shownParticipants = allParticipants ? byParticipant : byParticipant.slice(0, firstParticipantsShown);

  return (
    <DashboardSection
      icon={HandCoins}
      title="Participants & donations"
      actions={
        <>
          {/* FundraiserDetail.permissions has no manual-funds flag: the server answers for who may (spec §6). */}
          <Button size="sm" variant="trust" onClick={() => setAddingFunds(true)}>
            <Plus aria-hidden="true" />
            Add funds manually
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Participants">{fundraiser.participantCount}</Fact>
        <Fact label="Groups">{fundraiser.groupCount}</Fact>
        <Fact label="Total donations">
          <span aria-live="polite">{formatMoney(raised)}</span>
        </Fact>
        <Fact label="Goal">{goal > 0 ? formatMoney(goal) : 'Not set yet'}</Fact>
      </dl>
      {goal > 0 ? (
        <div className="grid gap-1.5">
          <Progress value={raised} max={goal} aria-label="Raised of the goal" />
          {raised > 0 ? (
            <p className="text-sm text-muted-foreground">
              {formatMoney(raised)} raised of {formatMoney(goal)}
            </p>
          ) : null}
        </div>
      ) : null}
      {raised === 0 ? (
        <p className="text-sm text-muted-foreground">
          {formatMoney(0)} raised so far. Gifts show here the moment they are paid.
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-1">
          <h3 className="font-bold">Totals by group</h3>
          <ul className="divide-y">
            {groups.map((group) => (
              <TotalLine
                key={group._id}
                name={group.groupName}
                raised={group.groupTotalDonations}
                goal={group.groupTarget > 0 ? group.groupTarget : undefined}
              />
            ))}
            <TotalLine
              name={groups.length > 0 ? 'The fundraiser (no group)' : fundraiser.fundRaisingName}
              detail={groups.length > 0 ? 'Gifts credited to the fundraiser as a whole' : undefined}
              raised={groups.length > 0 ? direct : raised}
            />
          </ul>
        </div>
        <div className="grid content-start gap-1">
          <h3 className="font-bold">Totals by participant</h3>
          {participants.length === 0 ? (
            <p className="py-2.5 text-sm text-muted-foreground">No participants yet.</p>
          ) : (
            <ul className="divide-y">
              {shownParticipants.map((participant) => (
                <TotalLine
                  key={participant._id}
                  name={participant.fullName || `${participant.firstName} ${participant.lastName}`}
                  detail={participant.groupId ? groupName.get(participant.groupId) : 'No group'}
                  raised={participant.totalDonations}
                />
              ))}
            </ul>
          )}
          {participants.length > firstParticipantsShown ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setAllParticipants((all) => !all)}
            >
              {allParticipants ? 'Show fewer' : `Show all ${participants.length} participants`}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h3 className="font-bold">Donations</h3>
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton
              fundraiserId={fundraiser._id}
              fundraiserName={fundraiser.fundRaisingName}
              kind="donations"
            />
            <ExportCsvButton
              fundraiserId={fundraiser._id}
              fundraiserName={fundraiser.fundRaisingName}
              kind="participantTotals"
            />
          </div>
        </div>
        <FundraiserDonations fundraiserId={fundraiser._id} />
      </div>

      <ManualFundsDialog
        fundraiserId={fundraiser._id}
        fundraiserName={fundraiser.fundRaisingName}
        groups={groups}
        participants={participants}
        open={addingFunds}
        onOpenChange={setAddingFunds}
      />
    </DashboardSection>
  );
}
