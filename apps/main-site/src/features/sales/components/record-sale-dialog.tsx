import type { Domain } from '@domainfolio/contracts';
import { Button, Dialog, notify } from '@domainfolio/ui';
import { useId, useState, type FormEvent } from 'react';
import { SaleFields, useSaleDraft } from '../../../components/sale-fields';
import { useSaveSale } from '../../../lib/api/save-sale';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { DomainPicker } from './domain-picker';

const CHOOSE_DOMAIN = 'Choose the domain you sold.';

/**
 * 'Record a sale', then a dialog: which of the owner's unsold domains, and the sale's price,
 * date (today unless changed), venue and fees. The same domain edit as on the domain's page.
 */
export function RecordSaleButton() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const save = useSaveSale();
  const { draft, setDraft, reset } = useSaleDraft();
  const [domain, setDomain] = useState<Domain | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  function start() {
    reset();
    setDomain(null);
    setErrors({});
    setOpen(true);
  }

  function close() {
    if (!save.isPending) setOpen(false);
  }

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!domain) {
      setErrors({ domain: CHOOSE_DOMAIN });
      return;
    }
    save.mutate(
      { domainId: domain._id, sale: draft },
      {
        onSuccess: (response) => {
          setOpen(false);
          notify(response);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notifyError(error);
        },
      },
    );
  }

  return (
    <>
      <Button onClick={start}>Record a sale</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Record a sale"
        description="The domain leaves the marketplace and its landing page, and the sale counts in this report."
        className="sm:max-w-xl"
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={save.isPending}>
              Record sale
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={record} className="grid gap-4 text-left sm:grid-cols-2">
          <div className="sm:col-span-2">
            <DomainPicker
              value={domain}
              onChange={(chosen) => {
                setDomain(chosen);
                if (chosen) setErrors((current) => ({ ...current, domain: undefined }));
              }}
              error={errors.domain}
            />
          </div>
          <SaleFields draft={draft} onChange={setDraft} errors={errors} />
        </form>
      </Dialog>
    </>
  );
}
