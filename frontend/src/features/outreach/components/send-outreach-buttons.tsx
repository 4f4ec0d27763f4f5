import type { OutreachChannel } from '@fundplay/contracts';
import { Mail, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OutreachCandidate } from '../lib/outreach-candidate';
import type { OutreachSender } from '../lib/outreach-sender';
import { sendLabels } from './channel-choice';
import { ComposeOutreachDialog } from './compose-outreach-dialog';

export interface SendOutreachButtonsProps {
  sender: OutreachSender;
  /** The people selected on the page; the buttons wait until there is one. */
  recipients: readonly OutreachCandidate[];
  /** After a send went through: the page may clear its selection. */
  onSent?: () => void;
}

/** Send text and Send email for the people selected in a table (contacts or team members). */
export function SendOutreachButtons({ sender, recipients, onSent }: SendOutreachButtonsProps) {
  const [channel, setChannel] = useState<OutreachChannel | null>(null);
  const none = recipients.length === 0;
  const hint = none ? 'Select people in the table first' : undefined;
  return (
    <>
      <Button size="sm" variant="outline" disabled={none} title={hint} onClick={() => setChannel('sms')}>
        <MessageSquareText aria-hidden="true" />
        {sendLabels.sms}
      </Button>
      <Button size="sm" variant="outline" disabled={none} title={hint} onClick={() => setChannel('email')}>
        <Mail aria-hidden="true" />
        {sendLabels.email}
      </Button>
      <ComposeOutreachDialog
        channel={channel}
        sender={sender}
        candidates={recipients}
        onClose={() => setChannel(null)}
        onSent={onSent}
      />
    </>
  );
}
