import { fundraiserMessages, type ParticipantDashboard } from '@fundplay/contracts';
import { Link2 } from 'lucide-react';
import { CopyField } from '@/components/copy-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useGenerateReferralLink } from '../api/generate-referral-link';
import { currentReferralCode } from '../lib/referral-code';

/**
 * "Referral link" (spec §2's "Referal Link"): the participant's `/donate/{code}` with Copy once a code exists;
 * otherwise a Generate link button, which needs a group (spec §5).
 */
export function ReferralLink({ dashboard }: { dashboard: ParticipantDashboard }) {
  const generate = useGenerateReferralLink(dashboard.fundRaiser._id);
  const code = currentReferralCode(dashboard);
  const { group } = dashboard;

  if (code) return <CopyField label="Referral link" value={`${window.location.origin}${paths.donate.href(code)}`} />;

  if (!group) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-semibold">Referral link</p>
        <Alert variant="warning">{fundraiserMessages.needGroupForReferral}</Alert>
      </div>
    );
  }

  const onGenerate = async () => {
    try {
      const { message } = await generate.mutateAsync({ groupId: group._id });
      notify.success(message || fundraiserMessages.referralGenerated);
    } catch (error) {
      notify.error(errorMessage(error, 'Error generating link! Try again later...'));
    }
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">Referral link</p>
      <p className="text-sm text-muted-foreground">
        Donors who give through your link are credited to you and {group.groupName}.
      </p>
      <Button
        variant="trust"
        className="justify-self-start"
        onClick={() => void onGenerate()}
        disabled={generate.isPending}
      >
        {generate.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
        Generate link
      </Button>
    </div>
  );
}
