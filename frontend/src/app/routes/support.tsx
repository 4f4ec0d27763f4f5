import { ChevronDown, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { paths } from '@/config/paths';
import { ContactDetails } from '@/features/site/components/contact-details';
import { FeePolicy } from '@/features/site/components/fee-policy';
import { SupportForm } from '@/features/support/components/support-form';

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'What does FundPlay cost?',
    answer: <FeePolicy />,
  },
  {
    question: 'Who can use FundPlay?',
    answer: (
      <p>
        Schools, teams and organizations, and the people who support them. FundPlay does not serve children under 13.
        See our <Link to={paths.privacyPolicy}>privacy policy</Link> for details.
      </p>
    ),
  },
  {
    question: 'How do tokens work?',
    answer: (
      <p>
        Tokens are bought inside a fundraiser, or shared by a participant, and each one starts a competitive game run.
        Practice runs are free. Tokens have no cash value and cannot be exchanged for money.
      </p>
    ),
  },
  {
    question: 'How do I get a refund for a donation?',
    answer: (
      <p>
        Write to us with the date, amount and fundraiser of your donation. We work with the fundraiser’s organizer and
        our card payment provider to resolve it, as our <Link to={paths.termsAndConditions}>Terms</Link> describe.
      </p>
    ),
  },
];

export function SupportRoute() {
  return (
    <>
      <title>Support · FundPlay</title>
      <PageHero
        eyebrow="We are here to help"
        title="Support"
        description="Questions about a fundraiser, a donation or a game? Send us a message and a person on our team will reply by email."
      />
      <PageSection className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Contact details</CardTitle>
              <CardDescription>Prefer email or phone? Reach us directly.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactDetails className="font-medium" />
            </CardContent>
          </Card>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="mb-3 text-xl font-bold">
              Common questions
            </h2>
            <div className="divide-y rounded-2xl border bg-card">
              {questions.map(({ question, answer }) => (
                <Collapsible key={question} className="group/faq">
                  <CollapsibleTrigger className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-accent/60">
                    {question}
                    <ChevronDown
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]/faq:rotate-180"
                      aria-hidden="true"
                    />
                  </CollapsibleTrigger>
                  <CollapsibleContent className="prose-page px-5 pb-5 text-sm text-muted-foreground [&_p]:mt-0">
                    {answer}
                  </CollapsibleContent>
                </Collapsible>
              ))}
            </div>
          </section>
        </div>

        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-xl">
              <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
              Send us a message
            </CardTitle>
            <CardDescription>
              We will answer at the email address you give, and email you a receipt with your request reference.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SupportForm />
          </CardContent>
        </Card>
      </PageSection>
    </>
  );
}
