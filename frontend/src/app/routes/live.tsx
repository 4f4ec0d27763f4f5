import { useParams } from 'react-router-dom';
import { LiveFundraiserScreen } from '@/features/live/components/live-fundraiser-screen';

/** ★ `/live/{fundraiserId}`: the fundraiser's public big screen (no navbar or footer, like the game pages). */
export function LiveRoute() {
  const { fundraiserId = '' } = useParams();
  return <LiveFundraiserScreen key={fundraiserId} fundraiserId={fundraiserId} />;
}
