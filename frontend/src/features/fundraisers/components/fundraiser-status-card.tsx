import { fundraiserMessages, type FundraiserDetail, type GroupDetail } from '@fundplay/contracts';
import { Activity, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DashboardSection } from '@/components/dashboard-section';
import { useLinkPayoutAccount } from '../hooks/use-link-payout-account';
import { fundraiserAccountName, groupPayoutText } from '../lib/group-payout';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { Fact } from './fact';
import { FundraiserStatusBadge } from './fundraiser-status-badge';
import { LinkPayoutAccountDialog } from './link-payout-account-dialog';

interface FundraiserStatusCardProps {
  /** Undefined while the dashboard loads. */
  fundraiser?: FundraiserDetail;
  groups?: readonly GroupDetail[];
  /** The status could not be read. */
  failed?: boolean;
  /** Offers 'Link payout account' when given (composed in by the app from the payouts feature). */
  payoutAccountPicker?: PayoutAccountPickerComponent;
}

/**
 * The accounts the status depends on, by name, and where each group's donations go: its own account, else the
 * fundraiser's (the rule the server pays by).
 */
function PayoutAccounts({ fundraiser, groups }: { fundraiser: FundraiserDetail; groups: readonly GroupDetail[] }) {
  return (
    <dl className="grid content-start gap-3">
      <Fact label="Fundraiser's payout account">{fundraiserAccountName(fundraiser) ?? 'Not linked'}</Fact>
      {groups.length > 0 ? (
        <Fact label="Groups' payout accounts">
          <ul className="grid gap-1.5" aria-label="Where each group's donations go">
            {groups.map((group) => {
              const payout = groupPayoutText(group, fundraiser);
              return (
                <li key={group._id}>
                  <span className="font-semibold">{group.groupName}</span>:{' '}
                  <span className={payout.missing ? 'font-medium text-destructive' : undefined}>{payout.text}</span>
                </li>
              );
            })}
          </ul>
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * spec §4: the computed status with its message ('Loading...' while unknown), and the payout accounts it depends on:
 * a running fundraiser takes every donation once it has its own account; a group's own account takes that group's.
 */
export function FundraiserStatusCard({
  fundraiser,
  groups = [],
  failed = false,
  payoutAccountPicker,
}: FundraiserStatusCardProps) {
  const [linking, setLinking] = useState(false);
  const link = useLinkPayoutAccount();

  let content;
  if (failed) {
    content = (
      <Alert role="alert" variant="error">
        {fundraiserMessages.statusError}
      </Alert>
    );
  } else if (!fundraiser) {
    content = <p role="status">Loading...</p>;
  } else {
    const warning = fundraiser.status === 'startedButInactive';
    content = (
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="grid content-start gap-3">
          <FundraiserStatusBadge status={fundraiser.status} className="justify-self-start text-sm" />
          <Alert variant={warning ? 'warning' : 'info'}>{fundraiser.statusMessage}</Alert>
        </div>
        <PayoutAccounts fundraiser={fundraiser} groups={groups} />
      </div>
    );
  }
  return (
    <DashboardSection
      icon={Activity}
      title="Fundraiser status"
      actions={
        fundraiser && payoutAccountPicker ? (
          <Button size="sm" variant="outline" onClick={() => setLinking(true)}>
            <Link2 aria-hidden="true" />
            Link payout account
          </Button>
        ) : null
      }
    >
      {content}
      {fundraiser && payoutAccountPicker ? (
        <LinkPayoutAccountDialog
          target={linking ? { name: fundraiser.fundRaisingName, currentAccountId: fundraiser.fundRaisingStripe } : null}
          picker={payoutAccountPicker}
          onLink={(accountId) => link.toFundraiser(fundraiser._id, accountId)}
          onClose={() => setLinking(false)}
        />
      ) : null}
    </DashboardSection>
  );
}
