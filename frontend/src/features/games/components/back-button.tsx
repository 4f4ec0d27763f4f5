import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Back to the member's dashboard of the fundraiser, from the compete page. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
    </Button>
  );
}
