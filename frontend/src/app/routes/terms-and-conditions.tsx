import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '@/components/legal-document';
import { paths } from '@/config/paths';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms are an agreement between you and FundPlay (“FundPlay”, “we”, “us”) for the use of the FundPlay
        website, fundraising service and games. By creating an account, donating, buying tokens or otherwise using the
        service, you accept these terms and our <Link to={paths.privacyPolicy}>privacy policy</Link>. If you use
        FundPlay on behalf of a school, team or organization, you confirm you are authorized to bind it to these terms.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use FundPlay',
    body: (
      <p>
        You must be at least 13 years old to use FundPlay. If you are under the age of majority where you live, you may
        use the service only with the involvement of a parent or guardian who agrees to these terms. Organizers and
        administrators must be adults.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>Give accurate information and keep it up to date.</li>
        <li>Keep your password and one-time codes private; you are responsible for activity on your account.</li>
        <li>Tell us promptly if you believe your account has been used without your permission.</li>
        <li>Administrators may approve, decline or remove participants in the fundraisers they run.</li>
      </ul>
    ),
  },
  {
    id: 'organizers',
    title: 'Running a fundraiser',
    body: (
      <>
        <p>Organizers are responsible for their fundraisers. In particular, they:</p>
        <ul>
          <li>describe the cause, goal and any competing groups truthfully, and use funds for the stated cause;</li>
          <li>link a payout account with our payment provider and complete its verification;</li>
          <li>follow the laws that apply to fundraising, including any registration, tax and reporting rules;</li>
          <li>invite only people who would expect to be contacted, and respect requests to stop.</li>
        </ul>
        <p>
          FundPlay provides the platform; we do not run, endorse or guarantee any fundraiser and are not responsible for
          how organizers use the funds they receive.
        </p>
      </>
    ),
  },
  {
    id: 'donations',
    title: 'Donations and fees',
    body: (
      <>
        <p>
          Donations are made by card through our payment provider, and its terms also apply to the payment. Funds are
          paid to the fundraiser’s linked payout account after FundPlay’s platform fee, which is shown on our home page
          before you give. There is no upfront cost to start a fundraiser.
        </p>
        <p>
          Donations are voluntary gifts to the fundraiser and are generally not refundable. If a donation was made in
          error or without authorization, contact us within 30 days; we will work with the organizer and the payment
          provider to resolve it. Whether a donation is tax-deductible depends on the organizer and your local law;
          FundPlay does not give tax advice.
        </p>
      </>
    ),
  },
  {
    id: 'tokens',
    title: 'Tokens and games',
    body: (
      <ul>
        <li>
          Tokens are bought by card within a fundraiser or shared by a participant, and each one starts a competitive
          game run. The price of a token is shown before you pay.
        </li>
        <li>
          Tokens have no cash value, cannot be exchanged for money or transferred outside FundPlay, and are not
          refundable once used. Money paid for tokens supports the fundraiser they were bought in.
        </li>
        <li>Practice runs are free and never appear on leaderboards.</li>
        <li>
          Competitive scores are verified by replaying the run on our servers. We may remove scores, void runs or
          suspend accounts involved in cheating, automation or exploiting bugs.
        </li>
        <li>
          Leaderboards and any badges are for fun and recognition; they do not carry prizes unless an organizer offers
          one and is responsible for it.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>raise funds for anything illegal, misleading or not as described;</li>
          <li>send spam or harass anyone through invitations or messages;</li>
          <li>upload content you do not have the right to use, or that is offensive or unlawful;</li>
          <li>interfere with the service, probe it for vulnerabilities without permission, or scrape it;</li>
          <li>use stolen cards or try to launder money through donations or token purchases.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the names, logos, descriptions and images you upload. You grant FundPlay a worldwide,
        non-exclusive, royalty-free license to host and display them for the purpose of running your fundraiser and the
        service. You confirm you have the rights needed to grant this license.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our service and games',
    body: (
      <p>
        The FundPlay service, games, design and trademarks belong to FundPlay or its licensors. We grant you a personal,
        non-transferable right to use them as these terms allow.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing accounts',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts or fundraisers that break these terms,
        put users at risk or expose FundPlay to legal liability. Where a fundraiser is closed, we will work with the
        payment provider to handle donations already made fairly and as the law requires.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          The service is provided “as is”. We work to keep it available and accurate, but we do not promise it will be
          uninterrupted or error-free, or that any fundraiser will reach its goal.
        </p>
        <p>
          To the extent the law allows, FundPlay is not liable for indirect or consequential losses, and our total
          liability to you for any claim is limited to the fees FundPlay received in connection with your use of the
          service in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited
          by law or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will post the new version here with a new effective date and, for significant
        changes, notify account holders by email before they take effect. Continuing to use FundPlay after that means
        you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the place where FundPlay is established, without affecting any mandatory
        consumer protections of the place you live. Before starting any formal dispute, please contact us so we can try
        to resolve the issue informally.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Reach FundPlay through our <Link to={paths.support}>Support page</Link>.
      </p>
    ),
  },
];

export function TermsAndConditionsRoute() {
  return (
    <>
      <title>Terms and conditions · FundPlay</title>
      <LegalDocument
        title="Terms and conditions"
        effectiveDate="2025-12-16"
        effectiveDateLabel="16-12-2025"
        introduction={
          <p>
            Please read these terms carefully. They explain your rights and responsibilities when you organize, join,
            support or play in a fundraiser on FundPlay.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
