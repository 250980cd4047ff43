import {
  DESCRIPTION_MAX,
  ESCROW_SELLER_FEE_CENTS,
  SELLING_PRICE_MIN,
  formatCurrencyWhole,
} from '@domainfolio/contracts';
import {
  Alert,
  LABEL_CLASS_NAME,
  TextAreaField,
  TextField,
  Toggle,
  inputClassName,
  useSiteContext,
} from '@domainfolio/ui';
import { useId, useState } from 'react';
import type { FieldErrors } from '../../../lib/api-errors';
import { usePaymentsConfig } from '../../../lib/api/get-payments-config';
import { useOwnerTags } from '../api/get-tags';
import { floorProblem, type DomainDraft, type DomainSection } from '../hooks/domain-draft';
import { DomainFormSection } from './domain-form-section';
import { RegistrarOptions } from './registrar-options';
import { TagsField } from './tags-field';

export interface DomainFormProps {
  draft: DomainDraft;
  onChange: (patch: Partial<DomainDraft>) => void;
  /** Given (the edit screen), every section has its own Save. */
  onSaveSection?: (section: DomainSection) => void;
  savingSection?: DomainSection | null;
  fieldErrors?: FieldErrors;
}

function RegistrarSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        Registrar
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName(false, 'mt-2 pr-8')}
      >
        <RegistrarOptions />
      </select>
    </div>
  );
}

/** The sections of the add and edit domain screens, minus the edit-only delete. */
export function DomainForm({
  draft,
  onChange,
  onSaveSection,
  savingSection = null,
  fieldErrors = {},
}: DomainFormProps) {
  const { appHost } = useSiteContext();
  const escrow = usePaymentsConfig();
  const ownerTags = useOwnerTags();
  const save = (section: DomainSection) =>
    onSaveSection ? () => onSaveSection(section) : undefined;
  const saving = (section: DomainSection) => savingSection === section;
  // The floor is checked against the price once the owner has left the floor field (or tried
  // to save), then at every change, so the message goes as soon as either price is fixed.
  const [floorChecked, setFloorChecked] = useState(false);
  const floorError =
    fieldErrors.floorPrice ?? (floorChecked ? floorProblem(draft) : null) ?? undefined;
  const money = (
    key: 'sellingPrice' | 'floorPrice' | 'domainCost' | 'renewalCost',
    label: string,
    extra: { hint?: string; error?: string; onBlur?: () => void } = {},
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={SELLING_PRICE_MIN}
      step="any"
      leading="$"
      value={draft[key]}
      error={extra.error ?? fieldErrors[key]}
      hint={extra.hint}
      onBlur={extra.onBlur}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  const url = (key: 'purchaseUrl' | 'financeUrl' | 'leaseUrl', label: string) => (
    <TextField
      label={label}
      type="url"
      placeholder="https://"
      value={draft[key]}
      error={fieldErrors[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  const date = (key: 'purchaseDate' | 'expiration', label: string) => (
    <TextField
      label={label}
      type="date"
      value={draft[key]}
      error={fieldErrors[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );

  return (
    <div className="space-y-10 divide-y divide-gray-900/10 [&>*:not(:first-child)]:pt-10">
      <DomainFormSection
        title="Domain Details"
        description="The name, the price buyers see, the lowest offer you consider, a short description for the landing page and your own tags to group names."
        onSave={
          onSaveSection
            ? () => {
                setFloorChecked(true);
                onSaveSection('details');
              }
            : undefined
        }
        saving={saving('details')}
      >
        <TextField
          label="Domain name"
          required
          corner={<span className="text-gray-500">Required</span>}
          placeholder={appHost}
          autoCapitalize="none"
          spellCheck={false}
          value={draft.name}
          error={fieldErrors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {money('sellingPrice', 'Selling price')}
        {money('floorPrice', 'Floor price (hidden minimum)', {
          hint: 'Offers below it are answered automatically; buyers never see it. Leave empty to hear about every offer.',
          error: floorError,
          onBlur: () => setFloorChecked(true),
        })}
        <TextAreaField
          label="Description"
          countdownFrom={DESCRIPTION_MAX}
          value={draft.description}
          error={fieldErrors.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <TagsField
          label="Tags"
          value={draft.tags}
          onChange={(tags) => onChange({ tags })}
          suggestions={ownerTags.data}
          error={fieldErrors.tags}
        />
      </DomainFormSection>

      <DomainFormSection
        title="Escrow Buy It Now"
        description="Let buyers purchase the domain instantly at its selling price, or make you an offer."
        onSave={save('buyItNow')}
        saving={saving('buyItNow')}
      >
        <Toggle
          label="Buy It Now"
          checked={draft.buyItNow}
          onChange={(buyItNow) => onChange({ buyItNow })}
        />
        <Alert tone="info" title="A selling price is required to enable Buy It Now.">
          Buyers pay through escrow, and the buyer pays all escrow fees. You pay a flat{' '}
          {formatCurrencyWhole(ESCROW_SELLER_FEE_CENTS / 100)} disbursement fee when the sale
          completes.
        </Alert>
        {escrow.data?.escrow === false && (
          <Alert tone="warning" title="Instant checkout is not set up on this installation">
            Escrow.com is not configured here, so landing pages show a Make an Offer form instead of
            Buy Now checkout until its administrator sets it up.
          </Alert>
        )}
        {/* After the notes on Buy It Now, which are about that switch alone. */}
        <div className="border-t border-gray-100 pt-6">
          <Toggle
            label="Accept offers"
            description="Show 'Make an offer' beside Buy Now on the landing page."
            checked={draft.offersEnabled}
            onChange={(offersEnabled) => onChange({ offersEnabled })}
          />
        </div>
      </DomainFormSection>

      <DomainFormSection
        title="Domain Metadata"
        description="Where it is registered, what it cost, when it renews and whether you are reminded before. Only you see these."
        onSave={save('metadata')}
        saving={saving('metadata')}
      >
        <RegistrarSelect
          value={draft.registrar}
          onChange={(registrar) => onChange({ registrar })}
        />
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {money('domainCost', 'Domain cost')}
          {money('renewalCost', 'Renewal cost')}
          {date('purchaseDate', 'Purchase date')}
          {date('expiration', 'Expiration date')}
        </div>
        {/* Under the dates, since it is about the expiration. */}
        <div className="border-t border-gray-100 pt-6">
          <Toggle
            label="Let it expire (no expiry reminders)"
            description="For a name you will not renew: no reminders before its expiration."
            checked={draft.remindersMuted}
            onChange={(remindersMuted) => onChange({ remindersMuted })}
          />
        </div>
      </DomainFormSection>

      <DomainFormSection
        title="Domain Payment Methods"
        description="Links where a buyer can purchase, finance or lease the domain."
        onSave={save('payment')}
        saving={saving('payment')}
      >
        {url('purchaseUrl', 'Purchase URL')}
        {url('financeUrl', 'Finance URL')}
        {url('leaseUrl', 'Lease URL')}
      </DomainFormSection>

      <DomainFormSection
        title="Private Notes"
        description="Notes for yourself; never shown to buyers."
        onSave={save('notes')}
        saving={saving('notes')}
      >
        <TextAreaField
          label="Notes"
          rows={4}
          value={draft.privateNotes}
          error={fieldErrors.privateNotes}
          onChange={(event) => onChange({ privateNotes: event.target.value })}
        />
      </DomainFormSection>

      <DomainFormSection
        title="Domain Public Display"
        description="A public domain has a landing page, takes leads and is listed in the marketplace."
        onSave={save('display')}
        saving={saving('display')}
      >
        <Toggle
          label="Public"
          checked={draft.public}
          onChange={(isPublic) => onChange({ public: isPublic })}
        />
      </DomainFormSection>
    </div>
  );
}
