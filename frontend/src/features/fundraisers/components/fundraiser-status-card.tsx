import { fundraiserMessages, type FundraiserDetail } from '@fundplay/contracts';
import { Activity } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { DashboardSection } from '@/components/dashboard-section';
import { FundraiserStatusBadge } from './fundraiser-status-badge';

interface FundraiserStatusCardProps {
  /** Undefined while the dashboard loads. */
  fundraiser?: FundraiserDetail;
  /** The status could not be read. */
  failed?: boolean;
}

/** spec §4: the computed status with its message; 'Loading...' while unknown. */
export function FundraiserStatusCard({ fundraiser, failed = false }: FundraiserStatusCardProps) {
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
      <div className="grid gap-3">
        <FundraiserStatusBadge status={fundraiser.status} className="justify-self-start text-sm" />
        <Alert variant={warning ? 'warning' : 'info'}>{fundraiser.statusMessage}</Alert>
      </div>
    );
  }
  return (
    <DashboardSection icon={Activity} title="Fundraiser Status">
      {content}
    </DashboardSection>
  );
}
