import { paths } from '@/config/paths';

/** The participant's `/donate/{code}` on this site. */
export const referralUrl = (code: string) => `${window.location.origin}${paths.donate.href(code)}`;
