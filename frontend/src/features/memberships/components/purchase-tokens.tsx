import {
  moneyLimits,
  moneyMessages,
  type BuyTokensRequest,
  type PaymentIntentStart,
  type PaymentsConfig,
} from '@fundplay/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DashboardSection } from '@/components/dashboard-section';
import { LazyCardPaymentDialog, preloadCardPaymentDialog } from '@/components/payments/lazy-card-payment-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { formatMoney } from '@/lib/format-money';
import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { notify } from '@/lib/toast';
import { useBuyTokens } from '../api/buy-tokens';
import {
  customTokens,
  tokenPurchaseDefaults,
  tokensOf,
  tokenTotalCents,
  validateTokenPurchase,
  type TokenPurchaseTarget,
  type TokenPurchaseValues,
} from '../lib/token-purchase';

interface PurchaseTokensProps {
  target: TokenPurchaseTarget;
  /** The dashboard query to refetch once the purchase is recorded (the tokens then show). */
  dashboardQueryKey: QueryKey;
}

// The radio covers its chip, invisible: a tap anywhere on the chip is a tap on the radio itself.
const chipInputClass = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0';
const tokensTitle = (tokens: number) => `Buy ${tokens} ${tokens === 1 ? 'token' : 'tokens'}`;

const chipClass =
  'relative flex h-11 min-w-14 cursor-pointer items-center px-3 justify-center rounded-lg border border-input bg-card text-sm font-semibold transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/**
 * Purchase Token (spec §2, §5, §9): presets 10/15/20/50/75/100 (20 by default) or a custom number, at the price the
 * server is configured with, then the card payment dialog. The tokens show once FundPlay has recorded the payment.
 */
export function PurchaseTokens({ target, dashboardQueryKey }: PurchaseTokensProps) {
  const config = usePaymentsConfig();
  return (
    <DashboardSection
      icon={Coins}
      title="Purchase tokens"
      description="Tokens let you play this fundraiser's games, and every purchase supports its cause."
    >
      {config.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the token price">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-40" />
        </div>
      ) : config.isError ? (
        <Alert role="alert" variant="error">
          {errorMessage(config.error, moneyMessages.tokenPurchaseError)}
        </Alert>
      ) : (
        <TokenPurchaseForm config={config.data} target={target} dashboardQueryKey={dashboardQueryKey} />
      )}
    </DashboardSection>
  );
}

function TokenPurchaseForm({ config, target, dashboardQueryKey }: PurchaseTokensProps & { config: PaymentsConfig }) {
  const queryClient = useQueryClient();
  const buy = useBuyTokens();
  const resolver = useMemo(
    () => issuesResolver((values: TokenPurchaseValues) => validateTokenPurchase(values, target)),
    [target],
  );
  const form = useForm<TokenPurchaseValues, unknown, BuyTokensRequest>({
    defaultValues: tokenPurchaseDefaults,
    resolver,
  });
  const [choice, custom] = useWatch({ control: form.control, name: ['choice', 'custom'] });
  const tokens = tokensOf({ choice, custom });
  const totalCents = tokenTotalCents(tokens, config.tokenPriceCents);
  // Open from Pay until the purchase is recorded or abandoned; the intent is null while it is being created.
  const [dialog, setDialog] = useState<{ payment: PaymentIntentStart | null; tokens: number } | null>(null);

  useEffect(() => {
    if (choice === customTokens) form.setFocus('custom');
  }, [choice, form]);

  const onSubmit = form.handleSubmit(async (request) => {
    preloadCardPaymentDialog();
    setDialog({ payment: null, tokens: Number(request.amount) });
    try {
      const payment = await buy.mutateAsync(request);
      setDialog((current) => (current ? { ...current, payment } : current));
    } catch (error) {
      // spec §8: the purchase could not start, and the payment dialog closes. A refusal the buyer can understand
      // (the fundraiser has not started, its payout account is not set up) says why; anything else is the spec's.
      setDialog(null);
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
      notify.error(refused ? error.message : moneyMessages.tokenPurchaseError);
    }
  });

  const error = form.formState.errors.custom?.message ?? form.formState.errors.choice?.message;
  // The dialog stays outside the form: React events bubble through portals, and its card form submits too.
  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Purchase tokens">
        <p className="text-sm">
          <strong className="text-base">1 token = {formatMoney(config.tokenPriceCents)}</strong>
        </p>
        <fieldset className="grid gap-3">
          <legend className="sr-only">How many tokens</legend>
          <div className="flex flex-wrap gap-2">
            {moneyLimits.tokenPresets.map((preset) => (
              <label key={preset} className={chipClass}>
                <input type="radio" value={String(preset)} className={chipInputClass} {...form.register('choice')} />
                {preset}
              </label>
            ))}
            <label className={chipClass}>
              <input type="radio" value={customTokens} className={chipInputClass} {...form.register('choice')} />
              Custom
            </label>
          </div>
          {choice === customTokens ? (
            <FormField label="Number of tokens" error={form.formState.errors.custom?.message}>
              <Input
                {...form.register('custom')}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                className="max-w-40"
              />
            </FormField>
          ) : error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
        <p className="text-sm" aria-live="polite">
          Total:{' '}
          <strong className="text-base">
            {totalCents === null ? '—' : `${tokens} ${tokens === 1 ? 'token' : 'tokens'} = ${formatMoney(totalCents)}`}
          </strong>
        </p>
        <Button type="submit" className="justify-self-start" disabled={buy.isPending || dialog !== null}>
          {buy.isPending ? <Spinner className="size-4" /> : <Coins aria-hidden="true" />}
          {totalCents === null ? 'Pay' : `Pay ${formatMoney(totalCents)}`}
        </Button>
      </form>

      {dialog ? (
        <Suspense fallback={null}>
          <LazyCardPaymentDialog
            payment={dialog.payment}
            config={config}
            title={tokensTitle(dialog.payment?.tokens ?? dialog.tokens)}
            description={
              dialog.payment ? `Your card is charged ${formatMoney(dialog.payment.amountCents)}.` : undefined
            }
            payLabel={dialog.payment ? `Pay ${formatMoney(dialog.payment.amountCents)}` : 'Pay'}
            onClose={() => setDialog(null)}
            onFulfilled={() => {
              setDialog(null);
              notify.success(moneyMessages.paymentSucceeded);
              // spec §9 reloads the page after 3 s; refetching the dashboard shows the new tokens without it.
              void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
