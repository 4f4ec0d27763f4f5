import type { OutreachSendResult } from '@fundplay/contracts';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SkippedRecipient } from '../lib/outreach-candidate';
import { SendResult } from './send-result';

/** The last step of a send dialog: "Your messages", what happened to each, and where to follow them. */
export function SendResultStep({
  result,
  skipped,
  whereToFollow,
}: {
  result: OutreachSendResult;
  skipped: readonly SkippedRecipient[];
  /** Where on the page the messages can be followed as they go out. */
  whereToFollow: string;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Your messages</DialogTitle>
        <DialogDescription>{whereToFollow}</DialogDescription>
      </DialogHeader>
      <SendResult result={result} skipped={skipped} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="trust">Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
