import { Button } from '@domainfolio/ui';
import { useState } from 'react';
import { DomainFormSection } from './domain-form-section';

export interface DeleteDomainSectionProps {
  onDelete: () => void;
  deleting: boolean;
}

/** Delete Domain, then 'Are you sure?' with yes and no. */
export function DeleteDomainSection({ onDelete, deleting }: DeleteDomainSectionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <DomainFormSection
      title="Delete Domain"
      description="The domain, its landing page and its stats are removed for good."
    >
      {asking ? (
        <div className="space-y-4">
          <p className="text-sm font-semibold text-gray-900">Are you sure?</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" loading={deleting} onClick={onDelete}>
              Yes, Delete It.
            </Button>
            <Button variant="secondary" disabled={deleting} onClick={() => setAsking(false)}>
              No, Don&apos;t Delete It.
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)}>
          Delete Domain
        </Button>
      )}
    </DomainFormSection>
  );
}
