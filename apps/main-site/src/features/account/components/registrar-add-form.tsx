import {
  REGISTRAR_CONNECTIONS_MAX,
  REGISTRAR_CREDENTIAL_MAX,
  type AddRegistrarConnectionRequest,
  type Notification,
  type RegistrarOption,
  type SyncedRegistrar,
} from '@domainfolio/contracts';
import { Alert, Button, PasswordField, Skeleton, TextField, notify } from '@domainfolio/ui';
import { LockClosedIcon } from '@heroicons/react/20/solid';
import { useId, useState, type ChangeEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import {
  errorNotification,
  fieldErrorsOf,
  notifyError,
  type FieldErrors,
} from '../../../lib/api-errors';
import { useAddRegistrarConnection, useRegistrarConnections } from '../api/registrar-connections';
import { SettingsSection } from './settings-section';

/** The request for `option`: only its own fields, trimmed, each by the registrar's own name. */
export function addRegistrarRequestOf(
  option: RegistrarOption,
  draft: Record<string, string>,
): AddRegistrarConnectionRequest {
  const request: AddRegistrarConnectionRequest = { registrar: option.registrar };
  for (const field of option.fields) request[field.name] = (draft[field.name] ?? '').trim();
  return request;
}

/** What is missing before asking the server (and, through it, the registrar). */
function problemsOf(option: RegistrarOption, draft: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of option.fields)
    if (!draft[field.name]?.trim()) errors[field.name] = `Enter the ${field.label}.`;
  return errors;
}

function RegistrarChoice({
  options,
  value,
  onChange,
}: {
  options: RegistrarOption[];
  value: SyncedRegistrar;
  onChange: (registrar: SyncedRegistrar) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm/6 font-medium text-gray-900">Registrar</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.registrar}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-checked:bg-indigo-600 has-checked:text-white has-checked:ring-indigo-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name={name}
              value={option.registrar}
              checked={value === option.registrar}
              onChange={() => onChange(option.registrar)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Connect a registrar account: the registrar, then the credentials it issues, by its own names
 * and with where to find them. Connect asks the registrar before anything is saved, which can
 * take some seconds; what it refuses shows beside the field it is about, or above the button.
 */
export function AddRegistrarSection() {
  const connections = useRegistrarConnections();
  const add = useAddRegistrarConnection();
  const options = connections.data?.registrars ?? [];
  const [chosen, setChosen] = useState<SyncedRegistrar | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Notification | null>(null);
  const option = options.find((candidate) => candidate.registrar === chosen) ?? options[0];
  const full = (connections.data?.payload.length ?? 0) >= REGISTRAR_CONNECTIONS_MAX;
  // Named after the registrar asked, even if the owner picks another while it answers.
  const asked = options.find((candidate) => candidate.registrar === add.variables?.registrar);

  function choose(registrar: SyncedRegistrar) {
    // Credentials of one registrar are never sent to another: the draft starts over.
    setChosen(registrar);
    setDraft({});
    setErrors({});
    setRefusal(null);
  }

  function submit() {
    if (!option || add.isPending) return;
    const found = problemsOf(option, draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    add.mutate(addRegistrarRequestOf(option, draft), {
      onSuccess: (response) => {
        notify(response);
        setDraft({});
      },
      onError: (error) => {
        notifyError(error);
        const fields = fieldErrorsOf(error);
        const shown = option.fields.filter((field) => fields[field.name] !== undefined);
        if (shown.length > 0) {
          setErrors(Object.fromEntries(shown.map((field) => [field.name, fields[field.name]])));
          return;
        }
        // A refusal about no one field (the registrar's answer, the limit) shows above the button.
        setRefusal(errorNotification(error));
      },
    });
  }

  let content;
  if (option) {
    content = (
      <>
        <RegistrarChoice options={options} value={option.registrar} onChange={choose} />
        {option.fields.map((field) => {
          const props = {
            label: field.label,
            hint: field.hint,
            maxLength: REGISTRAR_CREDENTIAL_MAX,
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            value: draft[field.name] ?? '',
            error: errors[field.name],
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              setDraft((current) => ({ ...current, [field.name]: event.target.value })),
          };
          return field.secret ? (
            <PasswordField key={`${option.registrar}-${field.name}`} {...props} />
          ) : (
            <TextField key={`${option.registrar}-${field.name}`} {...props} />
          );
        })}
        <p className="flex items-start gap-x-2 text-sm text-gray-500">
          <LockClosedIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
          Credentials are stored encrypted and never shown again; you will see only their last
          characters.
        </p>
        {refusal && (
          <Alert tone="error" title={refusal.title}>
            {refusal.message}
          </Alert>
        )}
      </>
    );
  } else if (connections.isError) {
    content = (
      <LoadError
        title="The registrars could not be loaded"
        error={connections.error}
        onRetry={() => void connections.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading the registrars" className="space-y-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }

  return (
    <SettingsSection
      title="Add a registrar"
      description="Use an API key from your registrar account. The registrar is asked first: nothing is saved that it does not accept. The first sync starts at once."
      onSubmit={submit}
      actions={
        <>
          {full && (
            <p className="mr-auto text-sm text-gray-500">
              You have {REGISTRAR_CONNECTIONS_MAX} connections, the most there can be. Remove one to
              add another.
            </p>
          )}
          <Button type="submit" loading={add.isPending} disabled={full || !option}>
            {add.isPending && asked ? `Checking with ${asked.label}…` : 'Connect'}
          </Button>
        </>
      }
    >
      {content}
    </SettingsSection>
  );
}
