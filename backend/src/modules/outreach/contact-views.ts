import type { Contact as ContactView } from '@fundplay/contracts';
import type { Contact } from './entities/contact.entity';

/** A contact as its owner sees it (spec §5 "Contact"). */
export function contactView(
  contact: Pick<Contact, 'id' | 'fullName' | 'email' | 'phoneNumber' | 'createdAt'>,
): ContactView {
  return {
    _id: contact.id,
    fullName: contact.fullName,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    createdAt: new Date(contact.createdAt).toISOString(),
  };
}
