import { Button } from '@/shared/ui/Button';

export interface AgencyListingsLabels {
  loadMore: string;
  loaded: string;
  loadFailed: string;
}

/** "Load more" under the agency's listings. */
export function LoadMoreButton({ label, busy, onLoad }: { label: string; busy: boolean; onLoad(): void }) {
  return (
    <div className="mt-8 flex justify-center" data-testid="load-more">
      <Button colour="secondary" size="lg" pending={busy} onClick={onLoad}>
        {label}
      </Button>
    </div>
  );
}
