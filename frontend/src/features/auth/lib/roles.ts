import type { Role } from '@fundplay/contracts';
import { paths } from '@/config/paths';

/** The roles someone signs in as from a login page; a secondary admin signs in on the admin login. */
export type LoginRole = 'admin' | 'participant' | 'teamMember';

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  secondaryAdmin: 'Administrator',
  participant: 'Participant',
  teamMember: 'Team member',
};

/** /dashboard's rule (spec §2): admin-like roles, participants and team members each have their own. */
export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'admin':
    case 'secondaryAdmin':
      return paths.admin.dashboard;
    case 'participant':
      return paths.participant.dashboard;
    case 'teamMember':
      return paths.teamMember.dashboard;
  }
}

export function loginPathFor(role: Role): string {
  switch (role) {
    case 'admin':
    case 'secondaryAdmin':
      return paths.admin.login;
    case 'participant':
      return paths.participant.login;
    case 'teamMember':
      return paths.teamMember.login.href();
  }
}

export function forgotPasswordPathFor(role: Role): string {
  switch (role) {
    case 'admin':
    case 'secondaryAdmin':
      return paths.admin.forgotPassword;
    case 'participant':
      return paths.participant.forgotPassword;
    case 'teamMember':
      return paths.teamMember.forgotPassword;
  }
}

/** Public invitation links (spec §9) start with `pub_`: they prefill nothing and lock nothing. */
export function isPublicInvitation(code: string): boolean {
  return code.startsWith('pub_');
}
