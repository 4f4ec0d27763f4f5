import type { Role } from '@fundplay/contracts';
import { paths } from '@/config/paths';

/**
 * `/{role}/dashboard/{fundraiserId}`: the signed-in person's page of one fundraiser, where a game returns to. (Kept
 * apart from roles.ts, which the first load carries for the route guards: only the game pages need this.)
 */
export function fundraiserPagePathFor(role: Role, fundraiserId: string): string {
  switch (role) {
    case 'admin':
    case 'secondaryAdmin':
      return paths.admin.fundraiser.href(fundraiserId);
    case 'participant':
      return paths.participant.fundraiser.href(fundraiserId);
    case 'teamMember':
      return paths.teamMember.fundraiser.href(fundraiserId);
  }
}
