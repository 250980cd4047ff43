import { Button, notify } from '@domainfolio/ui';
import { BellAlertIcon, BellSlashIcon } from '@heroicons/react/20/solid';
import { notifyError } from '../../../lib/api-errors';
import { useMuteReminders } from '../../../lib/api/mute-reminders';

export interface MuteSelectedProps {
  /** The selected domains' ids. */
  ids: string[];
  /** Called once the server took the change (the selection is then cleared). */
  onDone: () => void;
}

/**
 * The selection's reminder actions: Mute reminders ("let it expire") and Unmute reminders for
 * every selected domain at once, with the server's answer as a toast.
 */
export function MuteSelected({ ids, onDone }: MuteSelectedProps) {
  const mute = useMuteReminders();

  function send(muted: boolean) {
    mute.mutate(
      { payload: ids, muted },
      {
        onSuccess: (response) => {
          notify(response);
          onDone();
        },
        onError: (error) => notifyError(error),
      },
    );
  }

  const pending = mute.isPending ? mute.variables.muted : null;
  return (
    <div
      role="group"
      aria-label="Expiry reminders of the selected domains"
      className="flex flex-wrap items-center gap-2"
    >
      <Button
        variant="secondary"
        size="sm"
        loading={pending === true}
        disabled={mute.isPending}
        onClick={() => send(true)}
      >
        <BellSlashIcon aria-hidden="true" className="size-4 text-gray-400" />
        Mute reminders
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={pending === false}
        disabled={mute.isPending}
        onClick={() => send(false)}
      >
        <BellAlertIcon aria-hidden="true" className="size-4 text-gray-400" />
        Unmute reminders
      </Button>
    </div>
  );
}
