import { competeMessages, shareTokensSchema, type ShareTokensRequest } from '@fundplay/contracts';
import type { Validation } from '@/lib/forms/issues-resolver';

export interface ShareTokensValues {
  tokensToSend: string;
}

/** Spec §5: a whole number of at least 1, and not above what the participant has ('Not enough tokens to share!'). */
export function validateShareTokens(
  values: ShareTokensValues,
  { fundRaiserId, teamMemberId, balance }: { fundRaiserId: string; teamMemberId: string; balance: number },
): Validation<ShareTokensRequest> {
  const raw = values.tokensToSend.trim();
  if (raw === '') return { ok: false, issues: [{ field: 'tokensToSend', message: competeMessages.tokensWhole }] };
  const result = shareTokensSchema.safeParse({ fundRaiserId, teamMemberId, tokensToSend: raw });
  if (!result.success) {
    const issue =
      result.error.issues.find((candidate) => candidate.path[0] === 'tokensToSend') ?? result.error.issues[0];
    return { ok: false, issues: [{ field: 'tokensToSend', message: issue?.message ?? competeMessages.tokensWhole }] };
  }
  if (result.data.tokensToSend > balance) {
    return { ok: false, issues: [{ field: 'tokensToSend', message: competeMessages.notEnoughToShare }] };
  }
  return { ok: true, value: result.data };
}
