import { campaignProfileSchema, type CampaignProfile, type CampaignProfileRequest } from '@fundplay/contracts';

/** What the "My page" form holds: the goal as the participant types it, in dollars. */
export interface ProfileFormValues {
  whyRaising: string;
  /** Whole dollars; empty returns to the default goal. */
  goalDollars: string;
  showPhoto: boolean;
  showMessage: boolean;
  removePhoto: boolean;
}

export type ProfileFormErrors = Partial<Record<'whyRaising' | 'goalDollars' | 'showPhoto' | 'showMessage', string>>;

/** The image types the server accepts (it checks the content, not the name). */
export const photoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const photoTypeMessage = 'Choose a PNG, JPEG or WebP image.';

export function profileValuesOf(profile: CampaignProfile): ProfileFormValues {
  return {
    whyRaising: profile.whyRaising ?? '',
    goalDollars: profile.personalGoal === null ? '' : String(profile.personalGoal / 100),
    showPhoto: profile.showPhoto,
    showMessage: profile.showMessage,
    removePhoto: false,
  };
}

/** Dollars as typed ("$1,500" too) to cents; anything not whole dollars goes to the schema as is, which refuses it. */
function goalOf(goalDollars: string): number | string | null {
  const typed = goalDollars.trim().replace(/^\$/, '').replaceAll(',', '');
  if (typed === '') return null;
  return /^\d{1,9}$/.test(typed) ? Number(typed) * 100 : typed;
}

/** The request the form stands for, judged by the server's own schema (so the messages are the server's). */
export function profileRequestOf(
  fundRaisingId: string,
  values: ProfileFormValues,
): { request: CampaignProfileRequest; errors: null } | { request: null; errors: ProfileFormErrors } {
  const candidate = {
    fundRaisingId,
    whyRaising: values.whyRaising,
    personalGoal: goalOf(values.goalDollars),
    showPhoto: values.showPhoto,
    showMessage: values.showMessage,
    ...(values.removePhoto ? { removePhoto: true } : {}),
  };
  const parsed = campaignProfileSchema.safeParse(candidate);
  if (parsed.success) return { request: candidate as CampaignProfileRequest, errors: null };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'personalGoal' ? 'goalDollars' : issue.path[0];
    if (field === 'whyRaising' || field === 'goalDollars' || field === 'showPhoto' || field === 'showMessage') {
      errors[field] ??= issue.message;
    }
  }
  return { request: null, errors };
}
