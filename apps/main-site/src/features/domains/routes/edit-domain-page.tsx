import { isNotFoundError } from '@domainfolio/api-client';
import { PRODUCT_NAME, ownerSiteUrl, type Domain } from '@domainfolio/contracts';
import {
  Alert,
  Button,
  PageSpinner,
  notify,
  useDocumentTitle,
  useSiteContext,
} from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { notifyError, type FieldErrors } from '../../../lib/api-errors';
import { DashboardNotFound } from '../../../components/dashboard-not-found';
import { useDeleteDomains } from '../api/delete-domains';
import { useEditDomain } from '../api/edit-domain';
import { useDomain } from '../api/get-domain';
import { DeleteDomainSection } from '../components/delete-domain-section';
import { DomainForm } from '../components/domain-form';
import { editDomainPath } from '../../../lib/domain-paths';
import {
  domainFieldErrorsOf,
  draftOf,
  floorProblem,
  withoutStaleFloorError,
  sectionFields,
  type DomainDraft,
  type DomainSection,
} from '../hooks/domain-draft';

function EditDomainForm({ domain }: { domain: Domain }) {
  const { appUrl } = useSiteContext();
  const navigate = useNavigate();
  const edit = useEditDomain();
  const remove = useDeleteDomains();
  const [draft, setDraft] = useState<DomainDraft>(() => draftOf(domain));
  const [savingSection, setSavingSection] = useState<DomainSection | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function saveSection(section: DomainSection) {
    const floor = section === 'details' ? floorProblem(draft) : null;
    setFieldErrors(floor ? { floorPrice: floor } : {});
    if (floor) return;
    setSavingSection(section);
    edit.mutate(
      { _id: domain._id, ...sectionFields(draft, section) },
      {
        onSuccess: (response) => {
          notify(response);
          if (response.payload.name !== domain.name) {
            navigate(editDomainPath(response.payload.name), { replace: true });
          }
        },
        onError: (error) => setFieldErrors(domainFieldErrorsOf(error)),
        onSettled: () => setSavingSection(null),
      },
    );
  }

  function deleteDomain() {
    remove.mutate([domain._id], {
      onSuccess: (response) => {
        notify(response);
        navigate(paths.dashboard.root);
      },
      onError: (error) => notifyError(error),
    });
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="min-w-0 truncate text-xl font-semibold text-gray-900">
          Edit {domain.unicodeName}
        </h2>
        <Button
          variant="secondary"
          href={`${ownerSiteUrl(appUrl, domain.username)}/${encodeURIComponent(domain.name)}`}
          target="_blank"
          rel="noreferrer"
        >
          View Landing Page
          <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4 text-gray-400" />
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
      </div>
      <DomainForm
        draft={draft}
        onChange={(patch) => {
          setDraft((previous) => ({ ...previous, ...patch }));
          setFieldErrors((errors) => withoutStaleFloorError(errors, patch));
        }}
        onSaveSection={saveSection}
        savingSection={savingSection}
        fieldErrors={fieldErrors}
      />
      <div className="border-t border-gray-900/10 pt-10">
        <DeleteDomainSection onDelete={deleteDomain} deleting={remove.isPending} />
      </div>
    </div>
  );
}

/** /dashboard/domains/:domain/edit: the domain's sections, each with its own Save. */
export function EditDomainPage() {
  useDocumentTitle(`Edit Domain | ${PRODUCT_NAME}`);
  const { domain: name = '' } = useParams();
  const domain = useDomain(name);
  if (domain.isPending) return <PageSpinner />;
  if (isNotFoundError(domain.error)) return <DashboardNotFound />;
  if (domain.isError) {
    return (
      <Alert tone="error" title="This domain could not be loaded">
        {domain.error.message}
      </Alert>
    );
  }
  // Keyed by id, so the form starts over with the saved values when another domain opens.
  return <EditDomainForm key={domain.data._id} domain={domain.data} />;
}
