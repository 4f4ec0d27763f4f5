import type { SessionUser } from '@fundplay/contracts';
import type { Account } from '../entities/account.entity';

export function toSessionUser(account: Account): SessionUser {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNo: account.phoneNo,
    privileges: account.privileges,
    ...(account.role === 'secondaryAdmin' ? { adminApproval: account.adminApproval === true } : {}),
  };
}

/** Where a code went, without revealing the whole address: "+1 ••• ••• 0199", "a•••@example.com". */
export function maskDestination(channel: 'phone' | 'email', destination: string): string {
  if (channel === 'phone')
    return `${destination.slice(0, destination.length - 10 > 0 ? destination.length - 10 : 2)} ••• ••• ${destination.slice(-4)}`;
  const [name = '', domain = ''] = destination.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
