import { useRef } from 'react';
import { useSocketEvent } from '@/lib/use-socket-event';
import { useSocketRoom } from '@/lib/use-socket-room';

/**
 * Calls `onChange` when the fundraiser's totals move ('fundraiser:totals': a gift, a refund, manual funds) or its
 * supporters wall changes without a gift ('fundraiser:supporters': an admin hid or restored a message), and after a
 * reconnect, when pushes may have been missed. Both arrive in the fundraiser's room; older versions are ignored.
 */
export function useCampaignLive(fundraiserId: string, onChange: () => void): void {
  const latest = useRef({ totals: 0, supporters: 0 });
  useSocketRoom(`fundraiser:${fundraiserId}`);
  const refetchOnce = () => onChange();
  useSocketEvent(
    'fundraiser:totals',
    (payload) => {
      if (payload.fundraiserId !== fundraiserId || payload.version <= latest.current.totals) return;
      latest.current.totals = payload.version;
      onChange();
    },
    refetchOnce,
  );
  useSocketEvent('fundraiser:supporters', (payload) => {
    if (payload.fundraiserId !== fundraiserId || payload.version <= latest.current.supporters) return;
    latest.current.supporters = payload.version;
    onChange();
  });
}
