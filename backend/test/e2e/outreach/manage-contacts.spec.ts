import {
  outreachLimits,
  outreachMessages,
  outreachRouteTable,
  routeTable,
  validationMessages,
  type Contact,
  type ImportPreview,
  type ImportResult,
  type ParticipantDashboard,
} from '@fundplay/contracts';
import {
  createFundraiser,
  del,
  insertParticipantMember,
  sessionFor,
  signedInAccount,
  signedInPrimaryAdmin,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const routes = outreachRouteTable;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

describe('contacts (/api/contactRoutes)', () => {
  let app: TestApp;

  const client = () => app.client;
  const env = () => app.environment;

  /** A participant signed in with a session of its own; a minor when `minor` (born 15 years ago). */
  async function participant({ minor = false }: { minor?: boolean } = {}) {
    const account = await signedInAccount(env(), app.app, { role: 'participant' });
    if (minor) {
      await env().sql(`update accounts set birth_month = 1, birth_year = $2 where id = $1`, [
        account.id,
        new Date().getUTCFullYear() - 15,
      ]);
    }
    return account;
  }

  async function contactsOf(token: string): Promise<Contact[]> {
    const listed = await client().get(routes.getContacts.path, token);
    expect(listed.status).toBe(200);
    return listed.body.data as Contact[];
  }

  async function add(token: string, body: Record<string, unknown>) {
    return client().post(routes.addContact.path, body, token);
  }

  const rowsOf = (count: number, label: string) =>
    Array.from({ length: count }, (_, index) => ({
      fullName: `${label} ${index}`,
      email: `${label}-${index}@example.com`,
      phoneNumber: '',
    }));

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' }, { worker: false });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('adds, lists, updates and deletes a contact of its own', async () => {
    const me = await participant();
    const added = await add(me.token, {
      fullName: ' Grandma Rose ',
      email: 'Rose@Example.com',
      phoneNumber: '(555) 010-0199',
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(outreachMessages.added);
    const contact = added.body.data as Contact;
    expect(contact).toMatchObject({ fullName: 'Grandma Rose', email: 'rose@example.com', phoneNumber: '+15550100199' });
    expect(await contactsOf(me.token)).toEqual([contact]);

    const unchanged = await client().put(
      routes.updateContact.path,
      { contactId: contact._id, fullName: 'Grandma Rose', email: 'rose@example.com', phoneNumber: '+15550100199' },
      me.token,
    );
    expect(unchanged.status).toBe(200);

    const updated = await client().put(
      routes.updateContact.path,
      { contactId: contact._id, fullName: 'Nana Rose', email: '', phoneNumber: '+15550100199' },
      me.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(outreachMessages.updated);
    expect(updated.body.data).toMatchObject({ _id: contact._id, fullName: 'Nana Rose', email: null });
    expect(await contactsOf(me.token)).toEqual([updated.body.data]);

    const deleted = await del(client(), q(routes.deleteContact.path, { contactId: contact._id }), me.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(outreachMessages.deleted);
    expect(await contactsOf(me.token)).toEqual([]);
    const again = await del(client(), q(routes.deleteContact.path, { contactId: contact._id }), me.token);
    expect(again.status).toBe(404);
  });

  it("never shows, changes or deletes someone else's contact", async () => {
    const owner = await participant();
    const other = await participant();
    const contact = (await add(owner.token, { fullName: 'Uncle Bob', email: 'bob@example.com' })).body.data as Contact;

    expect(await contactsOf(other.token)).toEqual([]);
    const update = await client().put(
      routes.updateContact.path,
      { contactId: contact._id, fullName: 'Stolen', email: 'bob@example.com' },
      other.token,
    );
    expect(update.status).toBe(404);
    expect(update.body.message).toBe(outreachMessages.notFound);
    const removal = await del(client(), q(routes.deleteContact.path, { contactId: contact._id }), other.token);
    expect(removal.status).toBe(404);
    expect(removal.body.message).toBe(outreachMessages.notFound);
    const wiped = await del(client(), routes.deleteAllContacts.path, other.token);
    expect(wiped.body.data).toEqual({ deleted: 0, messagesDeleted: 0 });

    // The same email is no duplicate in another person's book.
    expect((await add(other.token, { fullName: 'Bob', email: 'bob@example.com' })).status).toBe(201);
    expect(await contactsOf(owner.token)).toEqual([contact]);
  });

  it('refuses a duplicate email in any case and a duplicate phone written differently', async () => {
    const me = await participant();
    expect((await add(me.token, { fullName: 'Aunt May', email: 'may@example.com' })).status).toBe(201);
    expect((await add(me.token, { fullName: 'Cousin Al', phoneNumber: '(555) 010-0199' })).status).toBe(201);

    const sameEmail = await add(me.token, { fullName: 'May again', email: 'MAY@example.COM' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe(outreachMessages.duplicate);
    const samePhone = await add(me.token, { fullName: 'Al again', phoneNumber: '+15550100199' });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe(outreachMessages.duplicate);

    // Changing one contact into another's email is a duplicate too.
    const al = (await contactsOf(me.token)).find((contact) => contact.fullName === 'Cousin Al');
    const clash = await client().put(
      routes.updateContact.path,
      { contactId: al?._id, fullName: 'Cousin Al', email: 'May@Example.com', phoneNumber: al?.phoneNumber },
      me.token,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(outreachMessages.duplicate);
    expect(await contactsOf(me.token)).toHaveLength(2);
  });

  it('refuses racing adds of the same person but one', async () => {
    const me = await participant();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => add(me.token, { fullName: 'Racer', email: 'racer@example.com' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await contactsOf(me.token)).toHaveLength(1);
  });

  it('asks for an email or a phone number, and a name', async () => {
    const me = await participant();
    const neither = await add(me.token, { fullName: 'Nobody', email: '', phoneNumber: '' });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(neither.body)).toContain(outreachMessages.emailOrPhone);
    const nameless = await add(me.token, { fullName: '  ', email: 'x@example.com' });
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(nameless.body)).toContain(outreachMessages.nameRequired);
    expect(await contactsOf(me.token)).toEqual([]);
  });

  it('refuses a contact past the most one person can keep', async () => {
    const me = await participant();
    await env().sql(
      `insert into contacts (id, owner_account_id, full_name, email)
       select gen_random_uuid(), $1, 'Filler ' || n, 'filler-' || n || '@example.com'
         from generate_series(1, $2::int) as n`,
      [me.id, outreachLimits.maxContacts],
    );
    const one = await add(me.token, { fullName: 'One more', email: 'one-more@example.com' });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(outreachMessages.tooMany);
    const imported = await client().post(routes.importContacts.path, { rows: rowsOf(1, 'late') }, me.token);
    expect(imported.status).toBe(409);
    expect(imported.body.message).toBe(outreachMessages.tooMany);
  });

  it('previews an import as new, duplicate and invalid rows and saves nothing', async () => {
    const me = await participant();
    await add(me.token, { fullName: 'Known', email: 'known@example.com', phoneNumber: '+15550100100' });
    const rows = [
      { fullName: 'Fresh', email: 'Fresh@Example.com', phoneNumber: '' },
      { fullName: 'Known by phone', email: '', phoneNumber: '(555) 010-0100' },
      { fullName: 'No way to reach', email: '', phoneNumber: '' },
      { fullName: 'Fresh twin', email: 'fresh@example.com', phoneNumber: '' },
      { fullName: '', email: 'nameless@example.com', phoneNumber: '' },
      { fullName: 'Texter', phoneNumber: '555 010 0177' },
      { fullName: 'Typo', email: 'typo@', phoneNumber: '' },
    ];
    const preview = await client().post(routes.previewImport.path, { rows }, me.token);
    expect(preview.status).toBe(200);
    const data = preview.body.data as ImportPreview;
    expect(data.rows.map((row) => [row.row, row.status])).toEqual([
      [1, 'new'],
      [2, 'duplicate'],
      [3, 'invalid'],
      [4, 'duplicate'],
      [5, 'invalid'],
      [6, 'new'],
      [7, 'invalid'],
    ]);
    expect(data.rows[0]).toMatchObject({ fullName: 'Fresh', email: 'fresh@example.com', phoneNumber: null });
    expect(data.rows[1]).toMatchObject({ phoneNumber: '+15550100100', reason: outreachMessages.duplicate });
    expect(data.rows[2]?.reason).toBe(outreachMessages.emailOrPhone);
    expect(data.rows[3]?.reason).toBe(outreachMessages.duplicate);
    expect(data.rows[4]?.reason).toBe(outreachMessages.nameRequired);
    expect(data.rows[6]?.reason).toBe(validationMessages.email);
    expect(data.rows[5]).toMatchObject({ phoneNumber: '+15550100177', status: 'new' });
    expect(data.counts).toEqual({ new: 2, duplicate: 2, invalid: 3 });
    expect(data.importCap).toBeNull();
    expect(await contactsOf(me.token)).toHaveLength(1);

    const imported = await client().post(routes.importContacts.path, { rows }, me.token);
    expect(imported.status).toBe(201);
    expect(imported.body.message).toBe(outreachMessages.imported(2));
    const result = imported.body.data as ImportResult;
    expect(result).toMatchObject({ imported: 2, duplicates: 2, invalid: 3 });
    expect(result.contacts.map((contact) => contact.fullName)).toEqual(['Fresh', 'Texter']);
    expect((await contactsOf(me.token)).map((contact) => contact.fullName)).toEqual(['Known', 'Fresh', 'Texter']);

    // The same file again brings nothing new.
    const twice = await client().post(routes.importContacts.path, { rows }, me.token);
    expect(twice.body.data).toMatchObject({ imported: 0, duplicates: 4, invalid: 3 });
    expect(twice.body.message).toBe(outreachMessages.importNothing);
    expect(await contactsOf(me.token)).toHaveLength(3);
  });

  it('lets a minor import at most 50 new contacts at once', async () => {
    const minor = await participant({ minor: true });
    const preview = await client().post(routes.previewImport.path, { rows: rowsOf(51, 'kid') }, minor.token);
    expect((preview.body.data as ImportPreview).importCap).toBe(outreachLimits.minorImportCap);

    const tooMany = await client().post(routes.importContacts.path, { rows: rowsOf(51, 'kid') }, minor.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(outreachMessages.minorImportCap);
    expect(await contactsOf(minor.token)).toEqual([]);

    const fifty = await client().post(routes.importContacts.path, { rows: rowsOf(50, 'kid') }, minor.token);
    expect(fifty.status).toBe(201);
    expect((fifty.body.data as ImportResult).imported).toBe(50);
    expect(await contactsOf(minor.token)).toHaveLength(50);

    const adult = await participant();
    const grown = await client().post(routes.importContacts.path, { rows: rowsOf(51, 'adult') }, adult.token);
    expect(grown.status).toBe(201);
    expect((grown.body.data as ImportResult).imported).toBe(51);
  });

  it('deletes every contact of the caller in one action', async () => {
    const me = await participant();
    const other = await participant();
    await client().post(routes.importContacts.path, { rows: rowsOf(3, 'mine') }, me.token);
    await add(other.token, { fullName: 'Kept', email: 'kept@example.com' });

    const wiped = await del(client(), routes.deleteAllContacts.path, me.token);
    expect(wiped.status).toBe(200);
    expect(wiped.body).toMatchObject({ message: outreachMessages.allDeleted, data: { deleted: 3 } });
    expect(await contactsOf(me.token)).toEqual([]);
    expect(await contactsOf(other.token)).toHaveLength(1);
  });

  it("shows the participant's contacts on its dashboard", async () => {
    const admin = await signedInPrimaryAdmin(env(), app.app);
    const fundraiser = await createFundraiser(client(), admin.token);
    const member = await insertParticipantMember(env(), fundraiser._id);
    const token = await sessionFor(app.app, member.id);
    const contact = (await add(token, { fullName: 'Dashboard Dan', phoneNumber: '+15550100123' })).body.data as Contact;

    const dashboard = await client().get(
      q(routeTable.getParticipantDashboardByFundRaisingId.path, { fundRaisingId: fundraiser._id }),
      token,
    );
    expect(dashboard.status).toBe(200);
    expect((dashboard.body.data as ParticipantDashboard).contacts).toEqual([contact]);
  });
});
