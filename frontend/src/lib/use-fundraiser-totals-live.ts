import { useRef } from 'react';
import { useSocketEvent } from './use-socket-event';
import { useSocketRoom } from './use-socket-room';

/**
 * Calls `onChange` whenever the server says the fundraiser's totals changed (a gift, a refund, manual funds),
 * and after a reconnect, when pushes may have been missed. Pushes carry only a version: the caller refetches
 * over HTTP (e.g. invalidates its queries), and an older version than one already seen is ignored.
 */
export function useFundraiserTotalsLive(fundraiserId: string | undefined, onChange: () => void): void {
  const latest = useRef(0);
  useSocketRoom(fundraiserId ? `fundraiser:${fundraiserId}` : '');
  useSocketEvent(
    'fundraiser:totals',
    (payload) => {
      if (!fundraiserId || payload.fundraiserId !== fundraiserId || payload.version <= latest.current) return;
      latest.current = payload.version;
      onChange();
    },
    () => {
      if (fundraiserId) onChange();
    },
  );
}
