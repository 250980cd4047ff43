import {
  BULK_EDIT_FIELDS,
  REGISTRAR_NAMES,
  formatCurrency,
  isRegistrarCode,
  normalizeTag,
  type BulkEditChanges,
  type BulkEditField,
  type BulkEditValues,
} from '@domainfolio/contracts';

export type PriceMode = 'percent' | 'set' | 'clear';
export type TagsMode = 'add' | 'remove' | 'set';
type PriceField = 'sellingPrice' | 'floorPrice';
type FlagField = 'buyItNow' | 'public' | 'priceHidden' | 'remindersMuted';

/** What the bulk edit form holds, as its inputs do. */
export interface BulkEditDraft {
  field: BulkEditField;
  priceMode: PriceMode;
  /** '10' raises by 10%, '-10' lowers by 10%. */
  percent: string;
  amount: string;
  flag: boolean;
  /** A registrar code, or '' for none. */
  registrar: string;
  tagsMode: TagsMode;
  tags: string[];
}

export const EMPTY_BULK_EDIT: BulkEditDraft = {
  field: 'sellingPrice',
  priceMode: 'percent',
  percent: '',
  amount: '',
  flag: true,
  registrar: '',
  tagsMode: 'add',
  tags: [],
};

/** The fields in the form's order, each with its name in the form. */
export const BULK_EDIT_FIELD_LABELS: Readonly<Record<BulkEditField, string>> = {
  sellingPrice: 'Selling price',
  floorPrice: 'Floor price',
  buyItNow: 'Buy It Now',
  public: 'Public',
  priceHidden: 'Hide price',
  registrar: 'Registrar',
  tags: 'Tags',
  remindersMuted: 'Expiry reminders',
};

/** The two choices of each on/off field: [on, off]. */
export const FLAG_CHOICES: Readonly<Record<FlagField, readonly [string, string]>> = {
  buyItNow: ['Turn Buy It Now on', 'Turn Buy It Now off'],
  public: ['Make public', 'Make private'],
  priceHidden: ['Hide the price', 'Show the price'],
  // On for remindersMuted is "let it expire".
  remindersMuted: ['Reminders off (let them expire)', 'Reminders on'],
};

export const isPriceField = (field: BulkEditField): field is PriceField =>
  field === 'sellingPrice' || field === 'floorPrice';
export const isFlagField = (field: BulkEditField): field is FlagField => field in FLAG_CHOICES;

/** The request's changes, or what is missing in words. */
export function changesOf(
  draft: BulkEditDraft,
): { changes: BulkEditChanges } | { problem: string } {
  const { field } = draft;
  if (isPriceField(field)) {
    if (draft.priceMode === 'clear') return { changes: { [field]: { set: null } } };
    if (draft.priceMode === 'percent') {
      const percent = Number(draft.percent);
      if (draft.percent.trim() === '' || !Number.isFinite(percent) || percent === 0)
        return { problem: 'Enter a percent: 10 raises by 10%, -10 lowers by 10%.' };
      if (percent < -100) return { problem: 'A price can be lowered by 100% at most.' };
      return { changes: { [field]: { percent } } };
    }
    const amount = Number(draft.amount);
    if (draft.amount.trim() === '' || !Number.isFinite(amount) || amount < 0)
      return { problem: 'Enter an amount of 0 or more.' };
    return { changes: { [field]: { set: amount } } };
  }
  if (isFlagField(field)) return { changes: { [field]: { set: draft.flag } } };
  if (field === 'registrar')
    return {
      changes: { registrar: { set: isRegistrarCode(draft.registrar) ? draft.registrar : null } },
    };
  const tags = draft.tags.map((tag) => normalizeTag(tag)).filter((tag) => tag !== null);
  if (draft.tagsMode === 'set') return { changes: { tags: { set: tags } } };
  if (tags.length === 0)
    return { problem: `Add the tags to ${draft.tagsMode === 'add' ? 'add' : 'remove'}.` };
  return { changes: { tags: { [draft.tagsMode]: tags } } };
}

/** A field's value in a before → after row ('$2,750.00', 'On', 'ai, brandable', 'None'). */
export function formatBulkValue(field: BulkEditField, values: Partial<BulkEditValues>): string {
  const value = values[field];
  if (value === undefined) return '-';
  switch (field) {
    case 'sellingPrice':
    case 'floorPrice':
      return typeof value === 'number' ? formatCurrency(value) : 'None';
    case 'registrar':
      return typeof value === 'string' && isRegistrarCode(value) ? REGISTRAR_NAMES[value] : 'None';
    case 'tags':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : 'None';
    case 'remindersMuted':
      return value ? 'Off' : 'On';
    default:
      return value ? 'On' : 'Off';
  }
}

const percentWords = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

/**
 * What a saved edit asked, in words, one field after another ('Selling price +10%', 'Tags:
 * added ai, removed old', 'Make private'): the history's summary of an edit.
 */
export function describeBulkChanges(changes: BulkEditChanges): string {
  const parts: string[] = [];
  for (const field of BULK_EDIT_FIELDS) {
    const change = changes[field];
    if (change === undefined) continue;
    const label = BULK_EDIT_FIELD_LABELS[field];
    if (isPriceField(field)) {
      const price = changes[field]!;
      if ('percent' in price) parts.push(`${label} ${percentWords(price.percent)}`);
      else
        parts.push(
          price.set === null ? `${label} cleared` : `${label} set to ${formatCurrency(price.set)}`,
        );
    } else if (isFlagField(field)) {
      const [on, off] = FLAG_CHOICES[field];
      parts.push(changes[field]!.set ? on : off);
    } else if (field === 'registrar') {
      parts.push(
        `${label} set to ${formatBulkValue('registrar', { registrar: changes.registrar!.set })}`,
      );
    } else {
      const tags = changes.tags!;
      if ('set' in tags)
        parts.push(`Tags set to ${tags.set.length > 0 ? tags.set.join(', ') : 'none'}`);
      else {
        const words = [
          tags.add?.length ? `added ${tags.add.join(', ')}` : null,
          tags.remove?.length ? `removed ${tags.remove.join(', ')}` : null,
        ].filter((word) => word !== null);
        parts.push(`Tags: ${words.join('; ')}`);
      }
    }
  }
  return parts.join(' · ');
}
