import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { StoryCardSearchOptionsQuery } from '../__generated__/StoryCardSearchOptionsQuery.graphql.ts';
import { Modal } from '../shared/Modal.tsx';
import { type SearchFormProps, StoryCardSearchForm } from './StoryCardSearchForm.tsx';

const loadingText = (
  <p className="search-count" aria-live="polite" data-testid="search-count">
    Loading...
  </p>
);

/** "Story Card Search and Filter": every field applies at once (the URL follows, replaced). */
export function StoryCardSearchModal({
  options,
  open,
  onClose,
  ...form
}: SearchFormProps & { options: PreloadedQuery<StoryCardSearchOptionsQuery> | null; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Story Card Search and Filter" onClose={onClose} className="card-search-modal">
      {(close) =>
        options ? (
          <Suspense fallback={loadingText}>
            <StoryCardSearchForm options={options} close={close} {...form} />
          </Suspense>
        ) : (
          loadingText
        )
      }
    </Modal>
  );
}
