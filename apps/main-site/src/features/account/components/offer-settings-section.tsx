import { BelowFloor, type OfferSettings } from '@domainfolio/contracts';
import { CheckboxField, Skeleton, TextField, notify } from '@domainfolio/ui';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useOfferSettings, useSaveOfferSettings } from '../api/offer-settings';
import { SettingsSection } from './settings-section';

const TITLE = 'Offers';
const DESCRIPTION =
  'A floor for domains without their own, what an offer below it gets at once, and which offers you hear about.';

const BELOW_FLOOR_CHOICES: readonly { value: BelowFloor; label: string; description: string }[] = [
  {
    value: BelowFloor.DECLINE,
    label: 'Decline politely',
    description: 'The buyer is thanked and told the offer is too low.',
  },
  {
    value: BelowFloor.COUNTER,
    label: 'Counter at the floor',
    description: 'The buyer gets a counteroffer at your floor price.',
  },
];

/** The floor rule as typed: a whole percentage from 1 to 100, or empty for none. */
function floorPercentOf(text: string): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 100) {
    return { value: null, error: 'Enter a whole number from 1 to 100, or leave it empty.' };
  }
  return { value };
}

function OfferSettingsForm({ settings }: { settings: OfferSettings }) {
  const radioName = useId();
  const save = useSaveOfferSettings();
  const [floorPercent, setFloorPercent] = useState(
    settings.floorPercent === null ? '' : String(settings.floorPercent),
  );
  const [belowFloor, setBelowFloor] = useState(settings.belowFloor);
  const [notifyBelowFloor, setNotifyBelowFloor] = useState(settings.notifyBelowFloor);
  const [verifiedBuyersOnly, setVerifiedBuyersOnly] = useState(settings.verifiedBuyersOnly);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit() {
    const floor = floorPercentOf(floorPercent);
    setFieldErrors(floor.error ? { floorPercent: floor.error } : {});
    if (floor.error) return;
    save.mutate(
      { floorPercent: floor.value, belowFloor, notifyBelowFloor, verifiedBuyersOnly },
      {
        onSuccess: (response) => notify(response),
        onError: (error) => {
          notifyError(error);
          setFieldErrors(fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <SettingsSection
      title={TITLE}
      description={DESCRIPTION}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextField
        label="Floor for domains without their own"
        name="floorPercent"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        placeholder="None"
        className="max-w-xs"
        trailing={
          <span aria-hidden="true" className="pr-2 text-gray-500 sm:text-sm">
            %
          </span>
        }
        value={floorPercent}
        error={fieldErrors.floorPercent}
        onChange={(event) => setFloorPercent(event.target.value)}
        hint="A share of each selling price, from 1 to 100. A domain's own floor comes first. Leave empty for no floor."
      />
      <fieldset>
        <legend className="text-sm/6 font-medium text-gray-900">
          An offer below the floor gets
        </legend>
        <div className="mt-3 space-y-3">
          {BELOW_FLOOR_CHOICES.map((choice) => (
            <div key={choice.value} className="flex gap-x-3">
              <div className="flex h-6 items-center">
                <input
                  id={`${radioName}-${choice.value}`}
                  name={radioName}
                  type="radio"
                  value={choice.value}
                  checked={belowFloor === choice.value}
                  onChange={() => setBelowFloor(choice.value)}
                  aria-describedby={`${radioName}-${choice.value}-description`}
                  className="size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                />
              </div>
              <div className="text-sm/6">
                <label
                  htmlFor={`${radioName}-${choice.value}`}
                  className="font-medium text-gray-900"
                >
                  {choice.label}
                </label>
                <p id={`${radioName}-${choice.value}-description`} className="text-gray-500">
                  {choice.description}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label="Email me about offers answered automatically"
        description="Otherwise an offer answered below the floor is only in your inbox."
        checked={notifyBelowFloor}
        onChange={(event) => setNotifyBelowFloor(event.target.checked)}
      />
      <CheckboxField
        label="Verified buyers only"
        description="Tell me about an offer only after the buyer confirms their email address."
        checked={verifiedBuyersOnly}
        onChange={(event) => setVerifiedBuyersOnly(event.target.checked)}
      />
    </SettingsSection>
  );
}

/** Offers: the portfolio's floor rule, the answer below it, and which offers reach the owner. */
export function OfferSettingsSection() {
  const settings = useOfferSettings();
  if (settings.data) return <OfferSettingsForm settings={settings.data} />;
  return (
    <SettingsSection title={TITLE} description={DESCRIPTION}>
      {settings.isError ? (
        <LoadError
          title="Your offer settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div role="status" aria-label="Loading your offer settings" className="space-y-4">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-9 w-full max-w-xs" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </SettingsSection>
  );
}
