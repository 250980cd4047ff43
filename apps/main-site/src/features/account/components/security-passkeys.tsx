import { isApiError } from '@domainfolio/api-client';
import { PASSKEY_NAME_MAX, type Notification, type Passkey } from '@domainfolio/contracts';
import { Alert, Badge, Button, Dialog, Skeleton, TextField, notify } from '@domainfolio/ui';
import { RemoveDialog } from '../../../components/remove-dialog';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { fieldErrorsOf, notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  passkeyPromptMessage,
  passkeysSupported,
  suggestedPasskeyName,
} from '../../../lib/passkeys';
import {
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
  useSecurityOverview,
} from '../api/security';
import { SettingsSection } from './settings-section';

function PasskeyItem({
  passkey,
  timeZone,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  timeZone: string;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words text-gray-900">{passkey.name}</span>
          {passkey.synced && <Badge color="indigo">Synced</Badge>}
        </p>
        <p className="mt-1 text-xs text-gray-500">
          Added{' '}
          <time dateTime={passkey.createdDate}>
            {formatDateTime(passkey.createdDate, timeZone)}
          </time>
          {' · '}
          {passkey.lastUsedDate ? (
            <>
              Last used{' '}
              <time dateTime={passkey.lastUsedDate}>
                {formatDateTime(passkey.lastUsedDate, timeZone)}
              </time>
            </>
          ) : (
            'Not used yet'
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onRename(passkey)}>
          Rename<span className="sr-only"> {passkey.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:text-red-700"
          onClick={() => onRemove(passkey)}
        >
          Remove<span className="sr-only"> {passkey.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The name of a new or renamed passkey, in a dialog: Add asks the browser for the passkey once
 * the name is given, and a prompt the owner closed is said in the dialog, which stays open.
 */
function PasskeyNameDialog({
  open,
  title,
  description,
  initialName,
  submitLabel,
  pending,
  problem,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  initialName: string;
  submitLabel: string;
  pending: boolean;
  /** Why the last try failed, beside the name (the browser's prompt, the API's refusal). */
  problem: { field: string | null; general: string | null };
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError('Give the passkey a name, like the device that keeps it.');
      return;
    }
    setNameError(null);
    onSubmit(trimmed);
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
        {problem.general && (
          <Alert tone="error" title="No passkey was added">
            {problem.general}
          </Alert>
        )}
        <TextField
          label="Name"
          name="passkey-name"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError ?? problem.field}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}

type Pending =
  | { kind: 'add' }
  | { kind: 'rename'; passkey: Passkey }
  | { kind: 'remove'; passkey: Passkey }
  | null;

const NO_PROBLEM = { field: null, general: null };

/**
 * Passkeys: the owner's passkeys (added, last used, synced to their other devices), Add a
 * passkey (named first, suggested from this browser), Rename and Remove. A browser without
 * passkeys gets a note instead of Add; the list still shows, to rename or remove.
 */
export function PasskeysSection({ timeZone }: { timeZone: string }) {
  const overview = useSecurityOverview();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<{ field: string | null; general: string | null }>(
    NO_PROBLEM,
  );
  // Asked once: the account screen renders in the browser only.
  const [supported] = useState(passkeysSupported);

  function open(next: Pending) {
    setProblem(NO_PROBLEM);
    setPending(next);
  }

  function fail(error: unknown) {
    if (!isApiError(error)) {
      setProblem({ field: null, general: passkeyPromptMessage(error) });
      return;
    }
    const field = fieldErrorsOf(error).name ?? null;
    if (field) setProblem({ field, general: null });
    else notifyError(error);
  }

  function submitName(name: string) {
    setProblem(NO_PROBLEM);
    const done = {
      onSuccess: (response: Notification) => {
        notify(response);
        setPending(null);
      },
      onError: fail,
    };
    if (pending?.kind === 'add') add.mutate({ name }, done);
    else if (pending?.kind === 'rename') rename.mutate({ id: pending.passkey._id, name }, done);
  }

  const passkeys = overview.data?.passkeys;
  let content;
  if (passkeys && passkeys.length === 0) {
    content = (
      <p className="text-sm text-gray-600">
        You have no passkeys yet. A passkey signs you in with your fingerprint, face or screen lock
        instead of a password, and cannot be stolen by a fake sign-in page.
      </p>
    );
  } else if (passkeys) {
    content = (
      <ul role="list" aria-label="Passkeys" className="-my-4 divide-y divide-gray-100">
        {passkeys.map((passkey) => (
          <PasskeyItem
            key={passkey._id}
            passkey={passkey}
            timeZone={timeZone}
            onRename={(chosen) => open({ kind: 'rename', passkey: chosen })}
            onRemove={(chosen) => open({ kind: 'remove', passkey: chosen })}
          />
        ))}
      </ul>
    );
  } else if (overview.isError) {
    content = (
      <LoadError
        title="Your passkeys could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your passkeys" className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-64" />
      </div>
    );
  }

  const adding = pending?.kind === 'add';
  const renaming = pending?.kind === 'rename' ? pending.passkey : null;
  const removing = pending?.kind === 'remove' ? pending.passkey : null;
  return (
    <>
      <SettingsSection
        title="Passkeys"
        description="Sign in with your fingerprint, face or screen lock instead of your password. A passkey is also a second factor: no code is asked after it."
        actions={
          supported ? (
            <Button onClick={() => open({ kind: 'add' })}>Add a passkey</Button>
          ) : (
            <p className="text-sm text-gray-500">
              This browser cannot make passkeys. Open your account in a current browser to add one.
            </p>
          )
        }
      >
        {content}
      </SettingsSection>
      {/* Keyed by what it names, so each opening starts from that passkey's name. */}
      <PasskeyNameDialog
        key={renaming ? `rename-${renaming._id}` : adding ? 'add' : 'closed'}
        open={adding || renaming !== null}
        title={renaming ? `Rename "${renaming.name}"` : 'Add a passkey'}
        description={
          renaming
            ? 'A name tells your passkeys apart, like the device or password manager that keeps it.'
            : 'Name it after the device or password manager that will keep it. Your browser then asks you to make the passkey.'
        }
        initialName={
          renaming ? renaming.name : adding ? suggestedPasskeyName(navigator.userAgent) : ''
        }
        submitLabel={renaming ? 'Rename' : 'Add passkey'}
        pending={add.isPending || rename.isPending}
        problem={problem}
        onSubmit={submitName}
        onClose={() => setPending(null)}
      />
      <RemoveDialog
        item={removing}
        title={(passkey) => `Remove "${passkey.name}"?`}
        message="It can no longer sign in to your account. Remove it from the device or password manager too."
        remove={remove}
        onClose={() => setPending(null)}
      />
    </>
  );
}
