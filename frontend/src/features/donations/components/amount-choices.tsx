import { moneyLimits } from '@fundplay/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { formatMoney } from '@/lib/format-money';
import { otherAmount } from '../lib/donation-form-values';

/** The quick picks in dollars, then Other. */
const amountChoices = [
  ...moneyLimits.donationQuickPicks.map((dollars) => ({ value: String(dollars), label: `$${dollars}` })),
  { value: otherAmount, label: 'Other' },
];

// The radio covers its chip, invisible: a tap anywhere on the chip is a tap on the radio itself.
const chipInputClass = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0';
const chipClass =
  'relative flex h-11 cursor-pointer items-center justify-center rounded-lg border border-input bg-card text-sm font-semibold transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'className'>;

/**
 * The donation form's Amount: the quick picks and Other as chips, then the rule. Shared by the form (`radio` binds
 * each chip with react-hook-form's `register`) and the stand-in shown before the form's code has loaded (`radio`
 * binds it to state), so both look the same.
 */
export function AmountChoices({
  radio,
  business = false,
  other,
  error,
}: {
  radio: (value: string) => RadioProps;
  business?: boolean;
  /** The field for the Other amount, when Other is chosen. */
  other?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3" aria-describedby="donation-amount-hint">
      <legend className="mb-3 text-sm font-semibold">Amount</legend>
      <div className="grid grid-cols-3 gap-2 @lg:grid-cols-7">
        {amountChoices.map(({ value, label }) => (
          <label key={value} className={chipClass}>
            <input type="radio" value={value} className={chipInputClass} {...radio(value)} />
            {label}
          </label>
        ))}
      </div>
      {other}
      <p id="donation-amount-hint" className="text-sm text-muted-foreground">
        {business
          ? `Sponsorships are in $5 steps, at least ${formatMoney(moneyLimits.minDonationCents)}.`
          : `Whole dollars, at least ${formatMoney(moneyLimits.minDonationCents)}.`}
      </p>
      {error}
    </fieldset>
  );
}

/** The card around the donation form (and around its stand-in). */
export function DonationFormCard({ children, ...props }: ComponentProps<'section'>) {
  return (
    <section
      aria-labelledby="donation-form-title"
      className="@container grid scroll-mt-24 gap-6 rounded-2xl border bg-card p-5 shadow-soft sm:p-8"
      {...props}
    >
      <h2 id="donation-form-title" className="text-xl font-bold">
        Your gift
      </h2>
      {children}
    </section>
  );
}
