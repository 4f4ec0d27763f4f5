import { fundraiserMessages, joinSearchLimits, joinSearchTooShort, type JoinableFundraiser } from '@fundplay/contracts';
import { Check, Clock, Search, SearchX, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useJoinableFundraisers } from '../api/get-joinable-fundraisers';
import { useRequestToJoinFundraiser } from '../api/request-to-join-fundraiser';
import { formatFundraiserDates } from '../lib/fundraiser-dates';
import { joinSearchTerm } from '../lib/join-search';

/**
 * "Request to join" (spec §2): find a fundraiser by part of its name or by a code it hands out (a public sign-up
 * link's `pub_…` code or a donation link's), then ask an administrator to admit you. Nothing is listed before a
 * search: a student looks for their own fundraiser, not through every school's.
 */
export function JoinFundraiser() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const results = useJoinableFundraisers(search);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const term = joinSearchTerm(draft);
    const short = term.length < joinSearchLimits.minLength;
    setTooShort(short);
    if (!short) setSearch(term);
  };

  let content;
  if (!search) {
    content = (
      <EmptyState
        icon={Search}
        title="Search for your fundraiser"
        description="Type part of its name, or paste the sign-up or donation link your school, team or club shared."
      />
    );
  } else if (results.isPending) {
    content = (
      <div role="status" aria-label="Loading fundraisers" className="grid gap-2">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  } else if (results.isError) {
    content = (
      <Alert role="alert" variant="error">
        {errorMessage(results.error, 'Fundraisers could not be loaded')}
      </Alert>
    );
  } else if (results.data.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title={fundraiserMessages.noFundraisersToJoin}
        description={`Nothing matches “${search}”. Check the spelling, try part of the name, or ask your administrator for the fundraiser’s link.`}
      />
    );
  } else {
    content = (
      <div className="grid gap-2">
        <ul aria-label="Fundraisers to join" className="divide-y rounded-xl border">
          {results.data.map((fundraiser) => (
            <JoinableRow key={fundraiser._id} fundraiser={fundraiser} />
          ))}
        </ul>
        {results.data.length >= joinSearchLimits.maxResults ? (
          <p className="text-sm text-muted-foreground">
            Showing the first {joinSearchLimits.maxResults} matches. Type more of the name to narrow them down.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <form role="search" noValidate onSubmit={onSearch} className="grid gap-2">
        <Label htmlFor="join-fundraiser-search">Fundraiser name or code</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="join-fundraiser-search"
            type="search"
            value={draft}
            maxLength={300}
            placeholder="e.g. Lincoln High Robotics"
            aria-invalid={tooShort ? true : undefined}
            aria-describedby="join-fundraiser-search-help"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline">
            {results.isFetching ? <Spinner /> : <Search aria-hidden="true" />}
            Search
          </Button>
        </div>
        {tooShort ? (
          <p id="join-fundraiser-search-help" role="alert" className="text-sm font-medium text-destructive">
            {joinSearchTooShort}
          </p>
        ) : (
          <p id="join-fundraiser-search-help" className="text-sm text-muted-foreground">
            At least {joinSearchLimits.minLength} characters of the name, or a code.
          </p>
        )}
      </form>
      {content}
    </div>
  );
}

function JoinableRow({ fundraiser }: { fundraiser: JoinableFundraiser }) {
  const requestToJoin = useRequestToJoinFundraiser();
  const { _id, fundRaisingName, city, state, fundRaisingStartTime, fundRaisingEndTime, membership } = fundraiser;

  const onRequest = async () => {
    try {
      const { message } = await requestToJoin.mutateAsync({ fundRaisingId: _id });
      notify.success(message || fundraiserMessages.joinRequested);
    } catch (error) {
      notify.error(errorMessage(error, 'Error requesting to join fundraiser!'));
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{fundRaisingName}</p>
        <p className="text-sm text-muted-foreground">
          {[city, state].filter(Boolean).join(', ')} · {formatFundraiserDates(fundRaisingStartTime, fundRaisingEndTime)}
        </p>
      </div>
      {membership === 'member' ? (
        <Badge variant="trust" className="self-start sm:self-center">
          <Check aria-hidden="true" /> Member
        </Badge>
      ) : membership === 'requested' ? (
        <Badge variant="outline" className="self-start sm:self-center">
          <Clock aria-hidden="true" /> Requested
        </Badge>
      ) : (
        <Button
          size="sm"
          onClick={() => void onRequest()}
          disabled={requestToJoin.isPending}
          aria-label={`Request to join ${fundRaisingName}`}
        >
          {requestToJoin.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Request
        </Button>
      )}
    </li>
  );
}
