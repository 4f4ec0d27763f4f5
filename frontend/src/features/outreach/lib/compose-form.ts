import {
  adminSendOutreachSchema,
  sendOutreachSchema,
  type AdminSendOutreachRequest,
  type OutreachChannel,
  type SendOutreachRequest,
} from '@fundplay/contracts';
import type { z } from 'zod';
import type { FormIssue, Validation } from '@/lib/forms/issues-resolver';
import type { OutreachCandidate } from './outreach-candidate';

/** What the compose form holds. */
export interface ComposeValues {
  channel: OutreachChannel;
  note: string;
}

/**
 * The form field that shows a request field's message: the form's own fields by name, anything about the people
 * chosen under the channel (the channel decides who can be reached).
 */
function issuesOf(error: z.ZodError, formFields: readonly string[]): FormIssue[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { field: formFields.includes(field) ? field : 'channel', message: issue.message };
  });
}

/**
 * Checks a participant's message with the server's schema and messages: the people the channel reaches (the
 * others are shown as skipped and never sent), and the note (at most 280 characters).
 */
export function validateCompose(
  values: ComposeValues,
  { fundraiserId, reachable }: { fundraiserId: string; reachable: readonly OutreachCandidate[] },
): Validation<SendOutreachRequest> {
  const request: SendOutreachRequest = {
    fundRaiserId: fundraiserId,
    channel: values.channel,
    recipients: reachable.map(({ kind, id }) => ({ kind, id })),
    note: values.note,
  };
  const result = sendOutreachSchema.safeParse(request);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: issuesOf(result.error, ['channel', 'note']) };
}

/** What the administrators' message form holds; the chosen people are account ids. */
export interface AdminComposeValues {
  channel: OutreachChannel;
  audience: AdminSendOutreachRequest['audience'];
  note: string;
}

/** Checks an administrator's message: a note is required, and an empty choice means everyone in the audience. */
export function validateAdminCompose(
  values: AdminComposeValues,
  { fundraiserId, accountIds }: { fundraiserId: string; accountIds: readonly string[] },
): Validation<AdminSendOutreachRequest> {
  const request: AdminSendOutreachRequest = {
    fundRaiserId: fundraiserId,
    channel: values.channel,
    audience: values.audience,
    accountIds: [...accountIds],
    note: values.note,
  };
  const result = adminSendOutreachSchema.safeParse(request);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: issuesOf(result.error, ['channel', 'audience', 'note']) };
}
