import { outreachRouteTable, type Contact } from '@fundplay/contracts';
import { mockRoute } from './mock-api';

/** Contacts test data shaped by the contracts, shared by the contacts and participant dashboard specs. */

export function contact(n: number, overrides: Partial<Contact> = {}): Contact {
  return {
    _id: `0b7c1f6e-5555-4000-8000-${String(n).padStart(12, '0')}`,
    fullName: `Contact ${n}`,
    email: `contact${n}@example.com`,
    phoneNumber: `+1555000${String(n).padStart(4, '0')}`,
    createdAt: '2027-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export const getContactsRoute = (contacts: Contact[] = []) =>
  mockRoute(outreachRouteTable.getContacts, () => ({ body: { message: 'OK', data: contacts } }));
