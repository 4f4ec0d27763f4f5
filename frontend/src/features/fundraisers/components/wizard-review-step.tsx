import { Pencil, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { formatDate, isoDateOf } from '../lib/dates';
import type { FundraiserDraft } from '../lib/fundraiser-draft';
import { scheduleOf } from '../lib/fundraiser-info-form';
import { draftGoalCents } from '../lib/group-drafts-form';
import type { WizardStepId } from './wizard-stepper';

interface WizardReviewStepProps {
  draft: FundraiserDraft;
  creating: boolean;
  onEdit: (step: WizardStepId) => void;
  onCreate: () => void;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStepId;
  onEdit: (step: WizardStepId) => void;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-2 rounded-xl border p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <Button size="sm" variant="ghost" aria-label={`Edit ${title.toLowerCase()}`} onClick={() => onEdit(step)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      <div className="grid gap-1 text-sm">{children}</div>
    </section>
  );
}

/**
 * The wizard's last step: everything it will create, in one request. Groups, goal and cause change only before the
 * start, so a fundraiser starting today gets them here or never.
 */
export function WizardReviewStep({ draft, creating, onEdit, onCreate }: WizardReviewStepProps) {
  const { info, groups } = draft;
  const { fundRaisingStartTime, fundRaisingEndTime } = scheduleOf(info);
  const [today] = useState(() => isoDateOf(Date.now()));
  const startsToday = info.startDate === today;
  return (
    <div className="grid gap-4">
      <Section title="Information" step="info" onEdit={onEdit}>
        <p className="font-semibold">{info.fundRaisingName}</p>
        <p>
          {info.address}, {info.city}, {info.state} {info.zip}
        </p>
        <p>
          {formatDate(fundRaisingStartTime)} – {formatDate(fundRaisingEndTime)}
          {startsToday ? ' (starts today)' : ''}
        </p>
        <p>Time zone: {info.timeZone.replaceAll('_', ' ')}</p>
      </Section>
      <Section title="Groups" step="groups" onEdit={onEdit}>
        {groups.length === 0 ? (
          <p className="text-muted-foreground">No groups.</p>
        ) : (
          <ul className="grid gap-1">
            {groups.map((group, index) => (
              <li key={index} className="flex justify-between gap-3">
                <span>
                  {group.groupName}
                  {group.groupCause.trim() ? ` · ${group.groupCause.trim()}` : ''}
                </span>
                <span>{draftGoalCents(group) > 0 ? formatMoney(draftGoalCents(group)) : 'no goal of its own'}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Goal and cause" step="goal" onEdit={onEdit}>
        <p>Goal: {draft.goalCents === null ? 'not set' : formatMoney(draft.goalCents)}</p>
        <p>Cause: {draft.cause || 'not set'}</p>
      </Section>
      <Section title="Payout account" step="payment" onEdit={onEdit}>
        <p className={draft.payoutAccountId ? 'break-words' : 'text-muted-foreground'}>
          {draft.payoutAccountId
            ? (draft.payoutAccountName ?? 'The payout account you set up with Stripe')
            : 'None yet: link one from the dashboard before donations can be taken.'}
        </p>
      </Section>
      <Alert>
        <p>
          Groups, the goal and the cause can be changed until the fundraiser starts
          {startsToday ? ', which is today: check them now.' : '.'}
        </p>
      </Alert>
      <div className="flex justify-end">
        <Button variant="trust" onClick={onCreate} disabled={creating}>
          {creating ? <Spinner className="size-4" /> : <Rocket aria-hidden="true" />}
          {creating ? 'Creating fundraiser…' : 'Create fundraiser'}
        </Button>
      </div>
    </div>
  );
}
