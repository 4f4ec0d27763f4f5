import { createFundraiserSchema, type CreateFundraiserRequest } from '@fundplay/contracts';
import { ApiError } from '@/lib/api-client';
import type { WizardStepId } from '../components/wizard-stepper';
import { emptyFundraiserInfo, toCreateFundraiserRequest, type FundraiserInfoFormValues } from './fundraiser-info-form';
import { toNewGroups, type GroupDraftValues } from './group-drafts-form';

/**
 * The wizard's answers before the fundraiser exists: nothing is created until its last step, so this is all there
 * is of it until then. Kept in the browser per administrator, so leaving the page (or the provider's onboarding)
 * loses nothing; cleared once the fundraiser is created.
 */
export interface FundraiserDraft {
  step: WizardStepId;
  /** The information form as typed (validated again at the end). */
  info: FundraiserInfoFormValues;
  /** Empty when the groups step was skipped. */
  groups: GroupDraftValues[];
  goalCents: number | null;
  cause: string;
  /** The chosen payout account (`acct_…`), or null to link one later. */
  payoutAccountId: string | null;
  /** Its display name, shown in the review; null when not known (e.g. just back from the provider's onboarding). */
  payoutAccountName: string | null;
}

export const emptyFundraiserDraft: FundraiserDraft = {
  step: 'info',
  info: emptyFundraiserInfo,
  groups: [],
  goalCents: null,
  cause: '',
  payoutAccountId: null,
  payoutAccountName: null,
};

const draftVersion = 1;
const stepIds: readonly string[] = ['info', 'similar', 'groups', 'goal', 'cause', 'payment', 'review'];

/** One draft per administrator: two people sharing a browser do not see each other's. */
export function fundraiserDraftKey(ownerId: string): string {
  return `fundplay.fundraiserDraft.v${draftVersion}.${ownerId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asGroupDraft(value: unknown): GroupDraftValues | null {
  if (!isRecord(value)) return null;
  const { groupName, goalDollars, groupCause } = value;
  return typeof groupName === 'string' && typeof goalDollars === 'string' && typeof groupCause === 'string'
    ? { groupName, goalDollars, groupCause }
    : null;
}

function asInfo(value: unknown): FundraiserInfoFormValues | null {
  if (!isRecord(value)) return null;
  const info: Record<string, unknown> = { ...emptyFundraiserInfo };
  for (const [field, empty] of Object.entries(emptyFundraiserInfo)) {
    const stored = value[field];
    if (stored === undefined) continue;
    if (typeof stored !== typeof empty) return null;
    info[field] = stored;
  }
  return info as unknown as FundraiserInfoFormValues;
}

/**
 * The organisation's bank numbers stay in this tab only (sessionStorage): they survive a reload and the provider's
 * onboarding, but not the browser, so a shared computer does not keep them for the next person.
 */
const bankFields = ['fundRaisingRoutingNumber', 'fundRaisingAccountNumber'] as const;

function bankDetailsKey(ownerId: string): string {
  return `${fundraiserDraftKey(ownerId)}.bank`;
}

function loadBankDetails(ownerId: string): Partial<Pick<FundraiserInfoFormValues, (typeof bankFields)[number]>> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(bankDetailsKey(ownerId)) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(
      bankFields.flatMap((field) => (typeof parsed[field] === 'string' ? [[field, parsed[field]]] : [])),
    );
  } catch {
    return {};
  }
}

/** The stored draft, or null when there is none or it is not one this version can read (then it is ignored). */
export function loadFundraiserDraft(ownerId: string): FundraiserDraft | null {
  let parsed: unknown;
  try {
    const text = window.localStorage.getItem(fundraiserDraftKey(ownerId));
    if (!text) return null;
    parsed = JSON.parse(text);
    if (isRecord(parsed) && isRecord(parsed.info)) parsed.info = { ...parsed.info, ...loadBankDetails(ownerId) };
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const info = asInfo(parsed.info);
  const groups = Array.isArray(parsed.groups) ? parsed.groups.map(asGroupDraft) : null;
  const { step, goalCents, cause, payoutAccountId, payoutAccountName } = parsed;
  if (!info || !groups || groups.some((group) => group === null)) return null;
  if (typeof step !== 'string' || !stepIds.includes(step)) return null;
  return {
    step: step as WizardStepId,
    info,
    groups: groups.filter((group): group is GroupDraftValues => group !== null),
    goalCents: typeof goalCents === 'number' && Number.isInteger(goalCents) ? goalCents : null,
    cause: typeof cause === 'string' ? cause : '',
    payoutAccountId: typeof payoutAccountId === 'string' ? payoutAccountId : null,
    payoutAccountName:
      typeof payoutAccountId === 'string' && typeof payoutAccountName === 'string' ? payoutAccountName : null,
  };
}

/** Best effort: a full or disabled storage only means the draft does not survive leaving the page. */
export function saveFundraiserDraft(ownerId: string, draft: FundraiserDraft): void {
  try {
    const bank = Object.fromEntries(bankFields.map((field) => [field, draft.info[field]]));
    window.sessionStorage.setItem(bankDetailsKey(ownerId), JSON.stringify(bank));
    const withoutBank = {
      ...draft,
      info: { ...draft.info, ...Object.fromEntries(bankFields.map((field) => [field, ''])) },
    };
    window.localStorage.setItem(fundraiserDraftKey(ownerId), JSON.stringify(withoutBank));
  } catch {
    // Nothing to do: the wizard keeps working from memory.
  }
}

export function clearFundraiserDraft(ownerId: string): void {
  try {
    window.localStorage.removeItem(fundraiserDraftKey(ownerId));
    window.sessionStorage.removeItem(bankDetailsKey(ownerId));
  } catch {
    // As above.
  }
}

/**
 * The one createFundRaising request the wizard's last step sends, checked with the server's schema first. A draft
 * kept overnight may no longer pass (its start date is now past): that throws the refusal the server would give.
 */
export function toCreateRequest(draft: FundraiserDraft): CreateFundraiserRequest {
  const parsed = createFundraiserSchema.safeParse({
    ...toCreateFundraiserRequest(draft.info),
    ...(draft.goalCents === null ? {} : { fundRaisingGoal: draft.goalCents }),
    ...(draft.cause.trim() ? { fundRaisingCause: draft.cause } : {}),
    ...(draft.groups.length > 0 ? { groups: toNewGroups({ groups: draft.groups }) } : {}),
    ...(draft.payoutAccountId ? { fundRaisingStripe: draft.payoutAccountId } : {}),
  });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  throw new ApiError(parsed.error.issues[0]?.message ?? 'Fundraiser could not be created', 400, fieldErrors);
}
