import { PRODUCT_NAME } from '@domainfolio/contracts';
import { Button, notify, useDocumentTitle } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useCreateDomain } from '../api/create-domain';
import { DomainForm } from '../components/domain-form';
import {
  createInputOf,
  domainFieldErrorsOf,
  draftOf,
  floorProblem,
  withoutStaleFloorError,
  type DomainDraft,
} from '../hooks/domain-draft';

/** /dashboard/domains/new: every section at once, one Add Domain, back to the dashboard. */
export function NewDomainPage() {
  useDocumentTitle(`Add Domain | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const create = useCreateDomain();
  const [draft, setDraft] = useState<DomainDraft>(() => draftOf());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const floor = floorProblem(draft);
    setFieldErrors(floor ? { floorPrice: floor } : {});
    if (floor) return;
    create.mutate(
      { domain: createInputOf(draft) },
      {
        onSuccess: (response) => {
          notify(response);
          navigate(paths.dashboard.root);
        },
        onError: (error) => {
          notifyError(error);
          setFieldErrors(domainFieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-domain-heading" className="space-y-10">
      <h2 id="new-domain-heading" className="text-xl font-semibold text-gray-900">
        Add Domain
      </h2>
      <DomainForm
        draft={draft}
        onChange={(patch) => {
          setDraft((previous) => ({ ...previous, ...patch }));
          setFieldErrors((errors) => withoutStaleFloorError(errors, patch));
        }}
        fieldErrors={fieldErrors}
      />
      <div className="flex justify-end gap-3 border-t border-gray-900/10 pt-6">
        <Button variant="secondary" href={paths.dashboard.root}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending} disabled={draft.name.trim() === ''}>
          Add Domain
        </Button>
      </div>
    </form>
  );
}
