import { ChevronRight, ShieldCheck, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface AccountType {
  title: string;
  description: string;
  icon: LucideIcon;
  login: string;
  signup?: string;
}

const accountTypes: AccountType[] = [
  {
    title: 'Administrator',
    description: 'Create and manage fundraisers',
    icon: ShieldCheck,
    login: paths.admin.login,
    signup: paths.admin.signup.href(),
  },
  {
    title: 'Participant',
    description: 'Join an existing fundraiser',
    icon: UserRound,
    login: paths.participant.login,
    signup: paths.participant.signup.href(),
  },
  {
    title: 'Team member',
    description: 'Support a participant who invited you',
    icon: UsersRound,
    login: paths.teamMember.login.href(),
  },
];

/** The generic /login and /signup pages (spec §2): pick an account type; only login offers Team member. */
export function AccountTypeChooser({ action }: { action: 'login' | 'signup' }) {
  const choices = accountTypes.flatMap((type) => {
    const href = action === 'login' ? type.login : type.signup;
    return href ? [{ ...type, href }] : [];
  });

  return (
    <ul className="grid gap-3" aria-label="Account types">
      {choices.map(({ title, description, icon: Icon, href }) => (
        <li key={title}>
          <Link
            to={href}
            className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary hover:bg-primary-soft/50"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="flex flex-1 flex-col">
              <span className="font-bold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight
              className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
