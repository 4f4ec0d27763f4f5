import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AccountTypeChooser } from '@/features/auth/components/account-type-chooser';
import { AuthCard } from '@/features/auth/components/auth-card';

export function LoginChooserRoute() {
  return (
    <>
      <title>Log in · FundPlay</title>
      <AuthCard
        icon={LogIn}
        title="Log in"
        description="Which kind of account do you have?"
        footer={
          <>
            New to FundPlay?{' '}
            <Link to={paths.signup} className="font-semibold text-trust hover:underline">
              Sign up
            </Link>
          </>
        }
      >
        <AccountTypeChooser action="login" />
      </AuthCard>
    </>
  );
}

export function SignupChooserRoute() {
  return (
    <>
      <title>Sign up · FundPlay</title>
      <AuthCard
        icon={UserPlus}
        title="Sign up"
        description="Choose the account that fits what you want to do."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-semibold text-trust hover:underline">
              Log in
            </Link>
          </>
        }
      >
        <AccountTypeChooser action="signup" />
      </AuthCard>
    </>
  );
}
