import { useNavigation } from 'react-router-dom';

/** A thin bar across the top while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-soft"
    >
      <div className="h-full w-2/5 animate-progress rounded-full bg-primary" />
    </div>
  );
}
