import { useCallback, useEffect, useState } from 'react';
import {
  clearFundraiserDraft,
  emptyFundraiserDraft,
  loadFundraiserDraft,
  saveFundraiserDraft,
  type FundraiserDraft,
} from '../lib/fundraiser-draft';

/**
 * The wizard's draft, restored from the browser when the same administrator comes back and saved on every change.
 * `onboardedAccountId`, the account the provider's onboarding has just returned with, is chosen on the payment step
 * it was started from. Without an owner nothing is stored.
 */
export function useFundraiserDraft(ownerId: string | undefined, onboardedAccountId: string | null) {
  const [draft, setDraft] = useState<FundraiserDraft>(() => {
    const restored = (ownerId ? loadFundraiserDraft(ownerId) : null) ?? emptyFundraiserDraft;
    return onboardedAccountId
      ? { ...restored, step: 'payment', payoutAccountId: onboardedAccountId, payoutAccountName: null }
      : restored;
  });
  const [saving, setSaving] = useState(true);

  useEffect(() => {
    if (ownerId && saving) saveFundraiserDraft(ownerId, draft);
  }, [ownerId, draft, saving]);

  const update = useCallback(
    (change: Partial<FundraiserDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );

  /** Once the fundraiser exists: forget the draft and stop saving it. */
  const discard = useCallback(() => {
    setSaving(false);
    if (ownerId) clearFundraiserDraft(ownerId);
  }, [ownerId]);

  return { draft, update, discard };
}
