import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '@/components/legal-document';
import { paths } from '@/config/paths';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        FundPlay (“FundPlay”, “we”, “us”) operates the FundPlay website and service, which lets schools, teams and
        organizations run online fundraisers. For personal data processed to provide the service, FundPlay is the
        controller, except where we process data on behalf of a fundraiser’s organizer, in which case the organizer
        decides why the data is used and we act on their instructions.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run fundraisers safely:</p>
        <ul>
          <li>
            <strong>Account information</strong> for administrators, participants and team members: name, email address,
            phone number, password (stored only as a secure hash), role and the fundraisers you belong to.
          </li>
          <li>
            <strong>Fundraiser information</strong> entered by organizers: fundraiser and group names, goals, causes,
            dates, logos and the details needed to pay out funds.
          </li>
          <li>
            <strong>Donation and purchase records</strong>: amounts, dates, the fundraiser, group or participant a
            donation supports, and optional sponsor details such as a business name, website or logo. Card details are
            entered directly with our payment provider; we receive only a confirmation and limited details such as the
            card brand and last four digits.
          </li>
          <li>
            <strong>Contacts you add</strong>: participants may add the names, email addresses and phone numbers of
            people they want to invite. Only add people you know and who would expect to hear from you.
          </li>
          <li>
            <strong>Game activity</strong>: tokens held and spent, game runs, scores and the inputs needed to verify
            them, and leaderboard entries.
          </li>
          <li>
            <strong>Messages to us</strong>: support requests and newsletter sign-ups, including the email address you
            give.
          </li>
          <li>
            <strong>Technical information</strong>: IP address, browser type, device information and logs of requests to
            our servers, used for security and to keep the service working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <ul>
        <li>To create and secure accounts, including sending one-time codes by text message or email.</li>
        <li>To run fundraisers: tracking donations, showing progress and leaderboards, and paying out funds.</li>
        <li>To process donations, token purchases and refunds through our payment provider.</li>
        <li>To send messages you asked for or that the service needs, such as invitations, receipts and replies.</li>
        <li>To send our newsletter, only if you subscribed. Every newsletter includes a way to unsubscribe.</li>
        <li>To prevent fraud and abuse, verify game scores and keep the service secure.</li>
        <li>To meet legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <p>
        Where the law requires a legal basis, we rely on performing our contract with you (running your account and
        fundraiser), your consent (newsletter and optional messages, which you can withdraw at any time), our legitimate
        interests (security, fraud prevention and improving the service, balanced against your rights) and legal
        obligations (financial records).
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell personal data and we do not share it for advertising. We share it only:</p>
        <ul>
          <li>
            With the <strong>organizers and administrators</strong> of a fundraiser you take part in, who see the
            participant and donation information they need to run it.
          </li>
          <li>
            With <strong>service providers</strong> who work on our behalf under contract: our card payment provider,
            hosting, email and text-message delivery.
          </li>
          <li>
            On <strong>leaderboards</strong>, which show a player’s display name and score to others in the same
            fundraiser.
          </li>
          <li>When the law requires it, or to protect the rights, safety and property of our users or FundPlay.</li>
          <li>With a successor if FundPlay is reorganized or sold, under the same protections as this policy.</li>
        </ul>
        <p>Donations are anonymous to other supporters unless a sponsor chooses to be listed.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        FundPlay is not directed to children under 13 and does not knowingly collect personal information from them.
        Participants must be at least 13 years old. If you are a parent or guardian and believe a child under 13 has
        given us personal information, please <Link to={paths.support}>contact us</Link> and we will delete it. Where a
        participant is a minor, a guardian may be asked to confirm their involvement.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep account information while your account is active. Donation and payment records are kept for as long as
        tax and accounting laws require, usually seven years. Support messages are kept for up to two years. Newsletter
        addresses are deleted when you unsubscribe. When information is no longer needed, we delete or anonymize it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect information with encryption in transit, hashed passwords, one-time codes at sign-in, access controls
        and regular backups. No system is perfectly secure; if a breach affects your information, we will tell you and
        the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          Depending on where you live, you may have the right to access, correct, delete or export your personal
          information, to object to or restrict some uses, and to withdraw consent. You can update most account details
          yourself and unsubscribe from the newsletter with the link in any issue.
        </p>
        <p>
          To make a request, <Link to={paths.support}>contact us</Link>. We will verify your identity and answer within
          30 days. If data was provided by a fundraiser’s organizer, we may refer your request to them. You may also
          complain to your local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use your browser’s local storage to keep you signed in and a small number of strictly necessary cookies for
        security. We do not use advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'international',
    title: 'International transfers',
    body: (
      <p>
        Our service providers may process information in countries other than yours. When they do, we use safeguards
        required by law, such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as the service changes. We will post the new version here with a new effective date
        and, for significant changes, tell account holders by email before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy? Reach FundPlay through our <Link to={paths.support}>Support page</Link>, by the email
        address or phone number listed there.
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <>
      <title>Privacy policy · FundPlay</title>
      <LegalDocument
        title="Privacy policy"
        effectiveDate="2025-12-16"
        effectiveDateLabel="16-12-2025"
        introduction={
          <p>
            This policy explains what personal information FundPlay collects when you use our website and fundraising
            service, how we use and share it, and the choices you have. It applies to organizers, participants, team
            members, donors and visitors.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
