import {
  anonymousLastName,
  moneyLimits,
  moneyMessages,
  type PaymentIntentStart,
  type PaymentsConfig,
  type ReferralTarget,
} from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Heart, ImageUp, User, type LucideIcon } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { LazyCardPaymentDialog, preloadCardPaymentDialog } from '@/components/payments/lazy-card-payment-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { formatBasisPoints, formatMoney } from '@/lib/format-money';
import { paymentsConfigQueryOptions, usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { cn } from '@/lib/cn';
import {
  chargeSummary,
  donationFormDefaults,
  giftCentsOf,
  logoTypes,
  otherAmount,
  type DonationFormValues,
} from '../lib/donation-form-values';
import type { DonationSubmission } from '../lib/donation-rules';
import { AmountChoices, DonationFormCard } from './amount-choices';
import { preloadThankYou } from './lazy-thank-you';
import type { DonationThanks } from './thank-you';

// zod and the money schemas come with the rules, fetched when the donor starts on the form (or submits it).
const loadRules = () => import('../lib/donation-rules');
const loadRequests = () => Promise.all([import('../api/add-sponsor'), import('../api/start-donation')]);

/** Refusals that are not about the form: the fundraiser takes no gift through this code right now. */
const refusedStatuses = new Set([404, 409, 410, 423]);
const notAcceptingMessages: string[] = [
  moneyMessages.notAcceptingNotStarted,
  moneyMessages.notAcceptingEnded,
  moneyMessages.payoutAccountMissing,
  moneyMessages.invalidReferral,
];

type DonationField = keyof DonationFormValues;

/** The form field that shows a server message about a request field (`amount`, `image` …). */
function formFieldOfServer(field: string, values: DonationFormValues): DonationField | null {
  switch (field) {
    case 'amount':
      return values.amountChoice === otherAmount ? 'otherAmount' : 'amountChoice';
    case 'image':
      return 'logo';
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'anonymous':
    case 'coverFee':
    case 'businessName':
    case 'websiteUrl':
      return field;
    default:
      return null;
  }
}

export interface DonationFormProps {
  target: ReferralTarget;
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

interface PendingPayment {
  start: PaymentIntentStart;
  config: PaymentsConfig;
  thanks: Omit<DonationThanks, 'recorded'>;
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
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const referalCode = target.referalCode;
  const fundRaisingId = target.fundRaiser._id;
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
  const [amountChoice, typedAmount, type, anonymous, firstName, lastName, coverFee] = useWatch({
    control: form.control,
    name: ['amountChoice', 'otherAmount', 'type', 'anonymous', 'firstName', 'lastName', 'coverFee'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);

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

  const showServerError = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) {
      setFailure(errorMessage(error, fallback));
      return;
    }
    const values = form.getValues();
    const shown: string[] = [];
    for (const [field, [message] = []] of Object.entries(error.fieldErrors)) {
      const formField = formFieldOfServer(field, values);
      if (formField && message) {
        form.setError(formField, { type: 'server', message });
        shown.push(message);
      }
    }
    if (!shown.includes(error.message)) setFailure(error.message || fallback);
  };

  const onSubmit = form.handleSubmit(async ({ donation, sponsor }) => {
    setFailure(null);
    preloadCardPaymentDialog();
    preloadThankYou();
    let paymentsConfig: PaymentsConfig;
    let requests: Awaited<ReturnType<typeof loadRequests>>;
    try {
      [paymentsConfig, requests] = await Promise.all([
        queryClient.fetchQuery(paymentsConfigQueryOptions()),
        loadRequests(),
      ]);
    } catch (error) {
      setFailure(errorMessage(error, moneyMessages.unexpectedError));
      return;
    }
    const [{ addSponsor }, { startDonation }] = requests;

    let sponsorId: string | undefined;
    if (sponsor) {
      try {
        sponsorId = (await addSponsor(sponsor)).sponsor._id;
      } catch (error) {
        showServerError(error, moneyMessages.sponsorAddError);
        return;
      }
    }
    try {
      const start = await startDonation(sponsorId ? { ...donation, sponsorId } : donation);
      setPayment({
        start,
        config: paymentsConfig,
        thanks: {
          name: sponsor?.fields.businessName ?? donation.firstName,
          giftCents: Number(donation.amount),
          chargeCents: start.amountCents,
          email: donation.email,
        },
      });
    } catch (error) {
      if (
        error instanceof ApiError &&
        (refusedStatuses.has(error.status) || notAcceptingMessages.includes(error.message))
      ) {
        onRefused(error.message);
        return;
      }
      showServerError(error, moneyMessages.unexpectedError);
    }
  });

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
            <TypeOption value="individual" label="Individual" icon={User} register={form.register} />
            <TypeOption value="business" label="Business sponsor" icon={Building2} register={form.register} />
          </div>
        </fieldset>

        {business ? <BusinessFields form={form} errors={errors} /> : null}

        <div className="grid gap-4 sm:grid-cols-2">
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
            <p className="pl-8 text-sm text-muted-foreground" aria-live="polite">
              {anonymous
                ? `Your name is shown as ${firstName.trim() || 'your first name'} ${anonymousLastName(lastName) || 'and your last initial.'}`
                : 'Your name is shown with your gift.'}
            </p>
          </div>
        )}

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

        <Button type="submit" size="lg" disabled={isSubmitting || payment !== null} className="w-full sm:w-auto">
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
            description={`To ${target.fundRaiser.fundRaisingName}. Your card is charged ${formatMoney(payment.start.amountCents)}.`}
            payLabel={`Pay ${formatMoney(payment.start.amountCents)}`}
            onClose={() => setPayment(null)}
            onFulfilled={(status) => {
              setPayment(null);
              onDonated({ ...payment.thanks, recorded: status !== null });
            }}
          />
        </Suspense>
      ) : null}
    </DonationFormCard>
  );
}

type DonationFormApi = UseFormReturn<DonationFormValues, unknown, DonationSubmission>;
type Register = DonationFormApi['register'];

function TypeOption({
  value,
  label,
  icon: Icon,
  register,
}: {
  value: DonationFormValues['type'];
  label: string;
  icon: LucideIcon;
  register: Register;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-semibold',
        'has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
      )}
    >
      <input type="radio" value={value} className="accent-primary" {...register('type')} />
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </label>
  );
}

function BusinessFields({ form, errors }: { form: DonationFormApi; errors: FieldErrors<DonationFormValues> }) {
  const logo = useWatch({ control: form.control, name: 'logo' });
  const preview = useMemo(
    () => (logo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(logo) : null),
    [logo],
  );
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="grid gap-4 rounded-xl border p-4">
      <p className="text-sm text-muted-foreground">
        Your business is listed among the fundraiser's sponsors with its logo and website.
      </p>
      <FormField label="Business name" error={errors.businessName?.message}>
        <Input {...form.register('businessName')} autoComplete="organization" />
      </FormField>
      <FormField label="Website URL" error={errors.websiteUrl?.message}>
        <Input {...form.register('websiteUrl')} type="url" inputMode="url" placeholder="https://example.com" />
      </FormField>
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <FormField label="Logo" hint="PNG or JPEG" error={errors.logo?.message}>
            <input
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              type="file"
              accept={logoTypes.join(',')}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
              className="block w-full cursor-pointer text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
            />
          </FormField>
        )}
      />
      {preview ? (
        <img src={preview} alt="Your logo" className="size-20 rounded-lg border object-contain" />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageUp className="size-4" aria-hidden="true" />
          No logo chosen yet
        </p>
      )}
    </div>
  );
}
