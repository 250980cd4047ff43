import type { Domain } from './domain.types';
import type { RegistrarCode } from './registrars';
import type { RegistryFlag } from './registry.types';

/**
 * Bulk edit: one change applied to many of the owner's names, previewed before it is saved
 * and undone in one step.
 *
 * POST /api/domains/bulk-edit            BulkEditRequest → 200 BulkEditResponse
 *   dryRun: true answers what would change and saves nothing (id null).
 *   400 VALIDATION_FAILED (no names or filter, both, an unknown field, a percent below -100)
 * POST /api/domains/bulk-edit/{id}/undo                  → 200 BulkEditUndoResponse
 *   404 another owner's edit or none; 409 already undone
 * GET  /api/domains/bulk-edit                            → 200 BulkEditHistoryResponse (the last 20)
 */

/** The most names one edit changes: a Pro portfolio, whole. */
export const BULK_EDIT_MAX = 5000;
/** Edits can be undone this long after they were saved. */
export const BULK_EDIT_UNDO_DAYS = 30;

/** A price: set it (null clears it) or change it by a percent (10 raises by 10%, -10 lowers). */
export type PriceChange = { set: number | null } | { percent: number };
export type FlagChange = { set: boolean };
/** Tags: replace them all, or add and remove some (remove wins when a tag is in both). */
export type TagsChange = { set: string[] } | { add?: string[]; remove?: string[] };

export interface BulkEditChanges {
  sellingPrice?: PriceChange;
  floorPrice?: PriceChange;
  buyItNow?: FlagChange;
  public?: FlagChange;
  priceHidden?: FlagChange;
  registrar?: { set: RegistrarCode | null };
  tags?: TagsChange;
  remindersMuted?: FlagChange;
}
export type BulkEditField = keyof BulkEditChanges;
export const BULK_EDIT_FIELDS: readonly BulkEditField[] = [
  'sellingPrice',
  'floorPrice',
  'buyItNow',
  'public',
  'priceHidden',
  'registrar',
  'tags',
  'remindersMuted',
];

/** Every row a dashboard search shows: the same query and filters as the domain table. */
export interface BulkEditFilter {
  query?: string;
  tag?: string;
  registry?: RegistryFlag;
}

export interface BulkEditRequest {
  /** The names (as stored or as shown) to change; or */
  names?: string[];
  /** every name the dashboard search shows. */
  filter?: BulkEditFilter;
  changes: BulkEditChanges;
  dryRun?: boolean;
}

/** The fields a bulk edit can change, as a domain holds them. */
export type BulkEditValues = Pick<Domain, BulkEditField>;

export interface BulkEditRow {
  _id: string;
  name: string;
  unicodeName: string;
  /** Only the fields the edit changes on this name. */
  before: Partial<BulkEditValues>;
  after: Partial<BulkEditValues>;
}

/** A name the edit leaves as it is, and why (a rule the change would break). */
export interface BulkEditSkipped {
  name: string;
  unicodeName: string;
  reason: string;
}

export interface BulkEditResult {
  /** The saved edit (for its undo); null for a dry run or when nothing changed. */
  id: string | null;
  dryRun: boolean;
  /** Names the request selected. */
  matched: number;
  /** Names whose values change, each with its before and after. */
  changed: BulkEditRow[];
  /** Names a rule keeps as they are. */
  skipped: BulkEditSkipped[];
}

export interface BulkEditResponse {
  payload: BulkEditResult;
}

export interface BulkEditUndoResponse {
  payload: { id: string; restored: number };
}

export interface BulkEditSummary {
  id: string;
  createdDate: string;
  changes: BulkEditChanges;
  count: number;
  undoneDate: string | null;
  /** Whether undo is still offered (not undone, within BULK_EDIT_UNDO_DAYS). */
  undoable: boolean;
}

export interface BulkEditHistoryResponse {
  payload: BulkEditSummary[];
}

/** A price after a percent change, to the cent; never below zero. */
export function priceAfterPercent(price: number, percent: number): number {
  const cents = Math.round(price * 100 * (1 + percent / 100));
  return Math.max(0, cents) / 100;
}
