import { fundraiserMessages, type JoinableFundraiser } from '@fundplay/contracts';
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

/** "Request to join" (spec §2): search fundraisers by name and ask an administrator to admit you. */
export function JoinFundraiser() {
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const results = useJoinableFundraisers(name);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setName(draft.trim());
  };

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="join-fundraiser-name">Fundraiser name</Label>
          <Input
            id="join-fundraiser-name"
            type="search"
            value={draft}
            maxLength={100}
            placeholder="e.g. Lincoln High Robotics"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          {results.isFetching ? <Spinner /> : <Search aria-hidden="true" />}
          Search
        </Button>
      </form>
      {results.isPending ? (
        <div role="status" aria-label="Loading fundraisers" className="grid gap-2">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : results.isError ? (
        <Alert role="alert" variant="error">
          {errorMessage(results.error, 'Fundraisers could not be loaded')}
        </Alert>
      ) : results.data.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={fundraiserMessages.noFundraisersToJoin}
          description={name ? `Nothing matches “${name}”. Check the spelling or try part of the name.` : undefined}
        />
      ) : (
        <ul aria-label="Fundraisers to join" className="divide-y rounded-xl border">
          {results.data.map((fundraiser) => (
            <JoinableRow key={fundraiser._id} fundraiser={fundraiser} />
          ))}
        </ul>
      )}
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
