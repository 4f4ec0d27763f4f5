import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';

interface TermsChecksProps {
  terms: UseFormRegisterReturn;
  privacy: UseFormRegisterReturn;
  /** 'All checks must be true' when either is unticked. */
  error?: string;
}

/** The two required agreements of every signup (spec §5). */
export function TermsChecks({ terms, privacy, error }: TermsChecksProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Agreements</legend>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" aria-invalid={error ? true : undefined} {...terms} />
        <span>
          I agree to the{' '}
          <Link to={paths.termsAndConditions} target="_blank" className="font-semibold text-trust hover:underline">
            terms and conditions
          </Link>
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox className="mt-0.5" aria-invalid={error ? true : undefined} {...privacy} />
        <span>
          I have read the{' '}
          <Link to={paths.privacyPolicy} target="_blank" className="font-semibold text-trust hover:underline">
            privacy policy
          </Link>
        </span>
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
