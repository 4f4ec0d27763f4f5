import { anonymousLastName, campaignLimits, moneyLimits, moneyMessages } from '@fundplay/contracts';
import { Building2, Heart, User } from 'lucide-react';
import { Suspense, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LazyCardPaymentDialog } from '@/components/payments/lazy-card-payment-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { formatBasisPoints, formatMoney } from '@/lib/format-money';
import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { useSubmitDonation } from '../hooks/use-submit-donation';
import {
  chargeSummary,
  donationFormDefaults,
  giftCentsOf,
  otherAmount,
  type DonationFormValues,
} from '../lib/donation-form-values';
import type { DonationSubmission } from '../lib/donation-rules';
import type { GiftTarget } from '../lib/gift-target';
import { AmountChoices, DonationFormCard } from './amount-choices';
import { BusinessFields } from './business-fields';
import { DonorTypeOption } from './donor-type-option';
import type { DonationThanks } from './thank-you';

// zod and the money schemas come with the rules, fetched when the donor starts on the form (or submits it).
const loadRules = () => import('../lib/donation-rules');

export interface DonationFormProps {
  /** Whom the gift goes through (the page's code) and credits. */
  target: GiftTarget;
  /** The outreach message's tracking code the donor arrived with (`?t=`), so the gift is attributed to it. */
  trackingCode?: string;
  onDonated: (thanks: DonationThanks) => void;
  /** The server refused the gift for a reason the donor cannot fix (e.g. the fundraiser cannot take donations). */
  onRefused: (message: string) => void;
}

interface HandOff {
  /** The amount already chosen on the stand-in this form replaces. */
  defaultAmountChoice?: string;
  /** Set when the donor was on the stand-in's amounts: the chosen one keeps the focus. */
  autoFocusAmount?: boolean;
}

/**
 * The donation form (spec §2, §5): an amount (quick picks or Other, whole dollars, at least $5), an individual
 * (optionally anonymous) or a business sponsor (name, website, logo; $5 steps), the email for the receipt and
 * "cover the fee"; Donate opens the card payment dialog.
 */
export function DonationForm({
  target,
  trackingCode,
  onDonated,
  onRefused,
  defaultAmountChoice = donationFormDefaults.amountChoice,
  autoFocusAmount = false,
}: DonationFormProps & HandOff) {
  const config = usePaymentsConfig();
  const referalCode = target.code;
  const fundRaisingId = target.fundRaisingId;
  const resolver = useMemo(
    () =>
      issuesResolver<DonationFormValues, DonationSubmission>(async (values) =>
        (await loadRules()).validateDonationForm(values, { referalCode, fundRaisingId, trackingCode }),
      ),
    [referalCode, fundRaisingId, trackingCode],
  );
  const form = useForm<DonationFormValues, unknown, DonationSubmission>({
    defaultValues: { ...donationFormDefaults, amountChoice: defaultAmountChoice },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const [amountChoice, typedAmount, type, anonymous, firstName, lastName, coverFee, message, showAmount, businessName] =
    useWatch({
      control: form.control,
      name: [
        'amountChoice',
        'otherAmount',
        'type',
        'anonymous',
        'firstName',
        'lastName',
        'coverFee',
        'message',
        'showAmount',
        'businessName',
      ],
    });
  const { onSubmit, failure, payment, endPayment } = useSubmitDonation(form, onRefused);

  const business = type === 'business';
  const giftCents = giftCentsOf({ amountChoice, otherAmount: typedAmount });
  const giftIsAmount = Number.isSafeInteger(giftCents) && giftCents >= moneyLimits.minDonationCents;
  const feeBasisPoints = config.data?.platformFeeBasisPoints;
  const summary =
    giftIsAmount && feeBasisPoints !== undefined ? chargeSummary(giftCents, coverFee, feeBasisPoints) : null;
  const coverExtraCents =
    giftIsAmount && feeBasisPoints !== undefined
      ? chargeSummary(giftCents, true, feeBasisPoints).coveredFeeCents
      : null;

  useEffect(() => {
    if (amountChoice === otherAmount) form.setFocus('otherAmount');
  }, [amountChoice, form]);

  const amountError = errors.otherAmount?.message ?? errors.amountChoice?.message;
  const fee = feeBasisPoints === undefined ? null : formatBasisPoints(feeBasisPoints);

  return (
    <DonationFormCard>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocusCapture={() => void loadRules()}
        onPointerEnter={() => void loadRules()}
        className="grid gap-6"
        aria-labelledby="donation-form-title"
      >
        <AmountChoices
          radio={(value) => ({
            ...form.register('amountChoice'),
            autoFocus: autoFocusAmount && value === defaultAmountChoice,
          })}
          business={business}
          other={
            amountChoice === otherAmount ? (
              <FormField label="Other amount (whole dollars)" error={errors.otherAmount?.message}>
                <Input
                  {...form.register('otherAmount')}
                  inputMode="numeric"
                  placeholder="e.g. 40"
                  className="max-w-48"
                />
              </FormField>
            ) : null
          }
          error={
            amountError && amountChoice !== otherAmount ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {amountError}
              </p>
            ) : null
          }
        />

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold">Give as</legend>
          <div className="grid grid-cols-2 gap-2">
            <DonorTypeOption value="individual" label="Individual" icon={User} register={form.register} />
            <DonorTypeOption value="business" label="Business sponsor" icon={Building2} register={form.register} />
          </div>
        </fieldset>

        {business ? <BusinessFields form={form} errors={errors} /> : null}

        <div className="grid gap-4 @lg:grid-cols-2">
          <FormField label={business ? 'Contact first name' : 'First name'} error={errors.firstName?.message}>
            <Input {...form.register('firstName')} autoComplete="given-name" />
          </FormField>
          <FormField label={business ? 'Contact last name' : 'Last name'} error={errors.lastName?.message}>
            <Input {...form.register('lastName')} autoComplete="family-name" />
          </FormField>
        </div>

        {business ? null : (
          <div className="grid gap-1">
            <label className="flex items-center gap-3 text-sm font-semibold">
              <Checkbox {...form.register('anonymous')} />
              Give anonymously
            </label>
            <p className="pl-8 text-sm text-muted-foreground">
              {anonymous
                ? 'The supporters wall says Anonymous instead of your name.'
                : 'The supporters wall shows your first name and last initial.'}
            </p>
          </div>
        )}

        <FormField
          label="Message (optional)"
          error={errors.message?.message}
          hint={
            <span className={message.length > campaignLimits.supporterMessageMax ? 'text-destructive' : undefined}>
              {message.length}/{campaignLimits.supporterMessageMax} characters
            </span>
          }
        >
          <Textarea
            {...form.register('message')}
            rows={3}
            className="min-h-20"
            placeholder={`A word of encouragement for ${target.supporting}`}
          />
        </FormField>

        <label className="flex items-center gap-3 text-sm font-semibold">
          <Checkbox {...form.register('showAmount')} />
          Show my gift amount on the page
        </label>

        <WallPreview
          name={wallName({ business, anonymous, firstName, lastName, businessName })}
          amount={showAmount && giftIsAmount ? formatMoney(giftCents) : null}
          message={message.trim()}
        />

        <FormField label="Email for your receipt" error={errors.email?.message}>
          <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        </FormField>

        <div className="grid gap-1 rounded-xl border bg-muted/40 p-4">
          <label className="flex items-start gap-3 text-sm font-semibold">
            <Checkbox {...form.register('coverFee')} className="mt-0.5" />
            <span>
              Cover the {fee ? `${fee} ` : ''}platform fee
              {coverExtraCents === null ? null : ` (+${formatMoney(coverExtraCents)})`}
            </span>
          </label>
          {/* The page's one explanation of the fee: what it is for, and what covering it does to this gift. */}
          <p className="pl-8 text-sm text-muted-foreground">
            {fee === null
              ? 'So that all of your gift reaches the cause.'
              : summary === null
                ? `The ${fee} platform fee also pays for card processing. Cover it so all of your gift reaches the cause.`
                : coverFee
                  ? `Your card is charged ${formatMoney(summary.chargeCents)}, so all ${formatMoney(summary.giftCents)} reaches the cause.`
                  : `${formatMoney(summary.toCauseCents)} of your ${formatMoney(summary.giftCents)} reaches the cause. The ${fee} platform fee also pays for card processing.`}
          </p>
        </div>

        {failure ? (
          <Alert role="alert" variant="error">
            {failure}
          </Alert>
        ) : null}
        {config.isError ? (
          <Alert role="alert" variant="error">
            {errorMessage(config.error, moneyMessages.unexpectedError)}
          </Alert>
        ) : null}

        <Button type="submit" size="lg" disabled={isSubmitting || payment !== null} className="w-full">
          {isSubmitting ? <Spinner className="size-4" /> : <Heart aria-hidden="true" />}
          {summary ? `Donate ${formatMoney(summary.chargeCents)}` : 'Donate'}
        </Button>
      </form>

      {payment ? (
        <Suspense fallback={null}>
          <LazyCardPaymentDialog
            payment={payment.start}
            config={payment.config}
            title={`Donate ${formatMoney(payment.thanks.giftCents)}`}
            description={`To ${target.fundRaisingName}. Your card is charged ${formatMoney(payment.start.amountCents)}.`}
            payLabel={`Pay ${formatMoney(payment.start.amountCents)}`}
            onClose={endPayment}
            onFulfilled={(status) => {
              endPayment();
              onDonated({ ...payment.thanks, recorded: status !== null });
            }}
          />
        </Suspense>
      ) : null}
    </DonationFormCard>
  );
}

/** The wall's name for the donor as the form stands: the same rule as the server's ("Jane D.", Anonymous, a business). */
function wallName({
  business,
  anonymous,
  firstName,
  lastName,
  businessName,
}: {
  business: boolean;
  anonymous: boolean;
  firstName: string;
  lastName: string;
  businessName: string;
}): string {
  if (business) return businessName.trim() || 'Your business';
  if (anonymous || !firstName.trim()) return anonymous ? 'Anonymous' : 'Your first name and last initial';
  return `${firstName.trim()} ${anonymousLastName(lastName)}`.trim();
}

/** One line showing how the supporters wall will show this gift. */
function WallPreview({ name, amount, message }: { name: string; amount: string | null; message: string }) {
  return (
    <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
      <span className="font-semibold text-foreground">On the wall: </span>
      <span>
        {name}
        {amount ? ` · ${amount}` : ''}
        {message ? ` · “${message.length > 60 ? `${message.slice(0, 60)}…` : message}”` : ''}
      </span>
    </p>
  );
}
