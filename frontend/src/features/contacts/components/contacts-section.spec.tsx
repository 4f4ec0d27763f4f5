import { outreachMessages, outreachRouteTable, validationMessages, type Contact } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contact } from '@/test/contacts-fixtures';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ContactsSection } from './contacts-section';

const section = () => screen.getByRole('region', { name: 'Contacts' });

/** A fake contacts API over a list the test can read. */
function contactsServer(initial: Contact[], routes: MockRoutes = {}) {
  let contacts = [...initial];
  const fetchMock = mockApi({
    ...mockRoute(outreachRouteTable.getContacts, () => ({ body: { message: 'OK', data: contacts } })),
    ...mockRoute(outreachRouteTable.addContact, ({ body }) => {
      const added = contact(99, body as Partial<Contact>);
      contacts = [...contacts, added];
      return { body: { message: outreachMessages.added, data: added } };
    }),
    ...mockRoute(outreachRouteTable.updateContact, ({ body }) => {
      const { contactId, ...fields } = body as { contactId: string } & Partial<Contact>;
      contacts = contacts.map((one) => (one._id === contactId ? { ...one, ...fields } : one));
      return { body: { message: outreachMessages.updated, data: contacts[0] as Contact } };
    }),
    ...mockRoute(outreachRouteTable.deleteContact, ({ url }) => {
      contacts = contacts.filter((one) => one._id !== url.searchParams.get('contactId'));
      return { body: { message: outreachMessages.deleted, data: null } };
    }),
    ...mockRoute(outreachRouteTable.deleteAllContacts, () => {
      const deleted = contacts.length;
      contacts = [];
      return { body: { message: outreachMessages.allDeleted, data: { deleted, messagesDeleted: 0 } } };
    }),
    ...routes,
  });
  return fetchMock;
}

describe('ContactsSection', () => {
  it('lists the participant’s contacts with Name, Email and Phone', async () => {
    contactsServer([contact(1), contact(2, { email: null })]);
    renderWithProviders(<ContactsSection />);

    expect(within(section()).getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    const table = await within(section()).findByRole('table', { name: 'Contacts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Contact 1');
    expect(rows[0]).toHaveTextContent('contact1@example.com');
    expect(rows[0]).toHaveTextContent('(555) 000-0001');
    expect(rows[1]).toHaveTextContent('—');
    expect(section()).toHaveTextContent('2 contacts');
    expect(within(section()).queryByText(outreachMessages.noContacts)).not.toBeInTheDocument();
    // Without actions composed in by the page there is nothing to select for.
    expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says No contacts yet when there are none, without a Delete all action', async () => {
    contactsServer([]);
    renderWithProviders(<ContactsSection />);

    expect(await within(section()).findByText(outreachMessages.noContacts)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Delete all contacts' })).not.toBeInTheDocument();
  });

  it('says when the contacts could not be loaded, with the server’s reason', async () => {
    mockApi(mockRoute(outreachRouteTable.getContacts, () => ({ status: 403, body: { message: 'Participants only' } })));
    renderWithProviders(<ContactsSection />);

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(outreachMessages.contactsLoadError);
    expect(alert).toHaveTextContent('Participants only');
  });

  it('adds a contact, checked with the server’s rules and sent normalised', async () => {
    const fetchMock = contactsServer([]);
    const { user } = renderWithProviders(<ContactsSection />);
    await within(section()).findByText(outreachMessages.noContacts);

    await user.click(within(section()).getByRole('button', { name: 'Add new contact' }));
    const form = screen.getByRole('form', { name: 'Add new contact' });
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(await within(form).findByText(outreachMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(outreachMessages.emailOrPhone)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Full name'), 'Grandma Rose');
    await user.type(within(form).getByLabelText('Email'), 'rose@');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    expect(await within(form).findByText(validationMessages.email)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.addContact)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'Rose@Example.com');
    await user.type(within(form).getByLabelText('Phone number'), '(555) 123-4567');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));

    expect(await screen.findByText(outreachMessages.added)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.addContact)[0]?.body).toEqual({
      fullName: 'Grandma Rose',
      email: 'rose@example.com',
      phoneNumber: '+15551234567',
    });
    expect(await within(section()).findByRole('cell', { name: 'Grandma Rose' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add new contact' })).not.toBeInTheDocument();
  });

  it('shows the server’s messages when it refuses a new contact', async () => {
    contactsServer([], {
      ...mockRoute(outreachRouteTable.addContact, () => ({
        status: 409,
        body: { message: outreachMessages.duplicate, errors: { email: [outreachMessages.duplicate] } },
      })),
    });
    const { user } = renderWithProviders(<ContactsSection />);
    await within(section()).findByText(outreachMessages.noContacts);

    await user.click(within(section()).getByRole('button', { name: 'Add new contact' }));
    const form = screen.getByRole('form', { name: 'Add new contact' });
    await user.type(within(form).getByLabelText('Full name'), 'Grandma Rose');
    await user.type(within(form).getByLabelText('Email'), 'rose@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));

    expect(await within(form).findByText(outreachMessages.duplicate)).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s message when adding fails for a reason no field explains', async () => {
    contactsServer([], {
      ...mockRoute(outreachRouteTable.addContact, () => ({
        status: 400,
        body: { message: outreachMessages.addError },
      })),
    });
    const { user } = renderWithProviders(<ContactsSection />);
    await within(section()).findByText(outreachMessages.noContacts);

    await user.click(within(section()).getByRole('button', { name: 'Add new contact' }));
    const form = screen.getByRole('form', { name: 'Add new contact' });
    await user.type(within(form).getByLabelText('Full name'), 'Grandma Rose');
    await user.type(within(form).getByLabelText('Phone number'), '5551234567');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));

    expect(await screen.findByText(outreachMessages.addError)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add new contact' })).toBeInTheDocument();
  });

  it('keeps Update off until a value changes, then saves the contact', async () => {
    const fetchMock = contactsServer([contact(1)]);
    const { user } = renderWithProviders(<ContactsSection />);

    await user.click(await within(section()).findByRole('button', { name: 'Edit Contact 1' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    const name = within(form).getByLabelText('Full name');
    const update = within(form).getByRole('button', { name: 'Update' });
    expect(name).toHaveValue('Contact 1');
    expect(update).toBeDisabled();

    await user.type(name, 'x');
    expect(update).toBeEnabled();
    await user.type(name, '{Backspace}');
    expect(update).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Uncle Bob');
    await user.click(update);

    expect(await screen.findByText(outreachMessages.updated)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.updateContact)[0]?.body).toEqual({
      contactId: contact(1)._id,
      fullName: 'Uncle Bob',
      email: 'contact1@example.com',
      phoneNumber: '+15550000001',
    });
    expect(await within(section()).findByRole('cell', { name: 'Uncle Bob' })).toBeInTheDocument();
  });

  it('shows the server’s message when an update is refused', async () => {
    contactsServer([contact(1)], {
      ...mockRoute(outreachRouteTable.updateContact, () => ({
        status: 404,
        body: { message: outreachMessages.notFound },
      })),
    });
    const { user } = renderWithProviders(<ContactsSection />);

    await user.click(await within(section()).findByRole('button', { name: 'Edit Contact 1' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    await user.type(within(form).getByLabelText('Full name'), ' Jr');
    await user.click(within(form).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(outreachMessages.notFound)).toBeInTheDocument();
  });

  it('asks before deleting a contact, and deletes only when confirmed', async () => {
    const fetchMock = contactsServer([contact(1), contact(2)]);
    const { user } = renderWithProviders(<ContactsSection />);

    await user.click(await within(section()).findByRole('button', { name: 'Delete Contact 1' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete contact' });
    expect(confirm).toHaveTextContent(outreachMessages.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, outreachRouteTable.deleteContact)).toHaveLength(0);

    await user.click(within(section()).getByRole('button', { name: 'Delete Contact 1' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete contact' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(outreachMessages.deleted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.deleteContact)[0]?.url.searchParams.get('contactId')).toBe(
      contact(1)._id,
    );
    await waitFor(() => expect(within(section()).queryByRole('cell', { name: 'Contact 1' })).not.toBeInTheDocument());
    expect(within(section()).getByRole('cell', { name: 'Contact 2' })).toBeInTheDocument();
  });

  it('shows the server’s message when a delete fails', async () => {
    contactsServer([contact(1)], {
      ...mockRoute(outreachRouteTable.deleteContact, () => ({
        status: 400,
        body: { message: outreachMessages.deleteError },
      })),
    });
    const { user } = renderWithProviders(<ContactsSection />);

    await user.click(await within(section()).findByRole('button', { name: 'Delete Contact 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(outreachMessages.deleteError)).toBeInTheDocument();
    // Still there, and still asked about: the person may try again or cancel.
    expect(screen.getByRole('alertdialog', { name: 'Delete contact' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByRole('cell', { name: 'Contact 1' })).toBeInTheDocument();
  });

  it('deletes all contacts in one action after confirmation', async () => {
    const fetchMock = contactsServer([contact(1), contact(2)]);
    const { user } = renderWithProviders(<ContactsSection />);

    await user.click(await within(section()).findByRole('button', { name: 'Delete all contacts' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete all contacts' });
    expect(confirm).toHaveTextContent(outreachMessages.confirmDeleteAll);
    await user.click(within(confirm).getByRole('button', { name: 'Delete all' }));

    expect(await screen.findByText(outreachMessages.allDeleted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, outreachRouteTable.deleteAllContacts)).toHaveLength(1);
    expect(await within(section()).findByText(outreachMessages.noContacts)).toBeInTheDocument();
  });

  it('lets the participant check contacts or all of them, and hands the checked ones to the page’s actions', async () => {
    contactsServer([contact(1), contact(2), contact(3)]);
    const { user } = renderWithProviders(
      <ContactsSection
        selectionActions={(chosen, clear) => (
          <>
            <output aria-label="Chosen">{chosen.map((one) => one.fullName).join(', ') || 'nobody'}</output>
            <button type="button" onClick={clear}>
              Clear
            </button>
          </>
        )}
      />,
    );
    await within(section()).findByRole('table', { name: 'Contacts' });
    const chosen = () => within(section()).getByRole('status', { name: 'Chosen' });
    const selectAll = within(section()).getByRole('checkbox', { name: /Select all/ });
    expect(chosen()).toHaveTextContent('nobody');

    await user.click(within(section()).getByRole('checkbox', { name: 'Select Contact 2' }));
    expect(chosen()).toHaveTextContent('Contact 2');
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    await user.click(selectAll);
    expect(chosen()).toHaveTextContent('Contact 1, Contact 2, Contact 3');
    expect(section()).toHaveTextContent('(3 selected)');

    await user.click(within(section()).getByRole('button', { name: 'Clear' }));
    expect(chosen()).toHaveTextContent('nobody');
    expect(within(section()).getByRole('checkbox', { name: 'Select Contact 1' })).not.toBeChecked();
  });

  it('tells the page once everything, the message history too, was deleted', async () => {
    contactsServer([contact(1)]);
    const onAllDeleted = vi.fn();
    const { user } = renderWithProviders(<ContactsSection onAllDeleted={onAllDeleted} />);

    await user.click(await within(section()).findByRole('button', { name: 'Delete all contacts' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete all' }));

    await within(section()).findByText(outreachMessages.noContacts);
    expect(onAllDeleted).toHaveBeenCalledTimes(1);
  });
});
