import { useParams } from 'react-router-dom';
import { CampaignWithGiving } from './donate';

/** `/f/{slug}`: a fundraiser's page at its readable address, the same page as its `/donate/{code}`. */
export function CampaignRoute() {
  const { slug = '' } = useParams();
  return <CampaignWithGiving key={slug} address={{ slug }} />;
}
