import { Injectable } from '@nestjs/common';
import {
  BULK_EDIT_FIELDS,
  BULK_EDIT_MAX,
  BULK_EDIT_UNDO_DAYS,
  ErrorCode,
  TAGS_PER_DOMAIN_MAX,
  errorBody,
  priceAfterPercent,
  type BulkEditChanges,
  type BulkEditField,
  type BulkEditResult,
  type BulkEditRow,
  type BulkEditSkipped,
  type BulkEditSummary,
  type BulkEditValues,
  type PriceChange,
  type RegistrarCode,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { DbExecutor } from '../../database/database';
import type { BulkEditStoredRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainBulkEditRepository, type BulkEditDomainRow } from './domain-bulk-edit.repository';
import { lookupName, normalizeSearchTerm } from './domain-name';
import { ownListFilter } from './domain-tags';
import { unicodeName } from './domains.mapper';
import type { BulkEditChangesDto, BulkEditDto } from './dto/bulk-edit.dto';
import { MONEY_MAX, normalizeTags } from './dto/domain-fields.dto';

const DAY_MS = 86_400_000;
/** The edits GET /api/domains/bulk-edit lists. */
export const BULK_EDIT_HISTORY = 20;

/** A name's values as a domain holds them (money in dollars), read from its row. */
function valuesOf(row: BulkEditDomainRow): BulkEditValues {
  return {
    sellingPrice: row.sellingPrice === null ? null : Number(row.sellingPrice),
    floorPrice: row.floorPrice === null ? null : Number(row.floorPrice),
    buyItNow: row.buyItNow,
    public: row.public,
    priceHidden: row.priceHidden,
    registrar: row.registrar as RegistrarCode | null,
    tags: row.tags,
    remindersMuted: row.remindersMuted,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

function sameValue(field: BulkEditField, a: unknown, b: unknown): boolean {
  if (field === 'tags') {
    const [x, y] = [a as string[], b as string[]];
    return x.length === y.length && x.every((tag) => y.includes(tag));
  }
  if ((field === 'sellingPrice' || field === 'floorPrice') && a !== null && b !== null)
    return cents(a as number) === cents(b as number);
  return a === b;
}

function priceAfter(change: PriceChange, current: number | null): number | null {
  if ('set' in change) return change.set;
  return current === null ? null : priceAfterPercent(current, change.percent);
}

/** What the changes make of one name's values (every field they name). */
function valuesAfter(current: BulkEditValues, changes: BulkEditChanges): Partial<BulkEditValues> {
  const after: Partial<BulkEditValues> = {};
  if (changes.sellingPrice)
    after.sellingPrice = priceAfter(changes.sellingPrice, current.sellingPrice);
  if (changes.floorPrice) after.floorPrice = priceAfter(changes.floorPrice, current.floorPrice);
  if (changes.buyItNow) after.buyItNow = changes.buyItNow.set;
  if (changes.public) after.public = changes.public.set;
  if (changes.priceHidden) after.priceHidden = changes.priceHidden.set;
  if (changes.registrar) after.registrar = changes.registrar.set;
  if (changes.remindersMuted) after.remindersMuted = changes.remindersMuted.set;
  if (changes.tags) {
    if ('set' in changes.tags) after.tags = changes.tags.set;
    else {
      const remove = new Set(changes.tags.remove ?? []);
      const kept = current.tags.filter((tag) => !remove.has(tag));
      for (const tag of changes.tags.add ?? [])
        if (!remove.has(tag) && !kept.includes(tag)) kept.push(tag);
      after.tags = kept;
    }
  }
  return after;
}

/**
 * Why a name cannot hold these values, by the rules of a single edit (domain-rules.ts) and the
 * columns' limits; null when it can. Only the rules the edit's fields take part in are asked,
 * so a change of tags never trips over an old price.
 */
export function ruleBroken(
  values: BulkEditValues,
  touched: Partial<BulkEditValues>,
): string | null {
  const prices = 'sellingPrice' in touched || 'floorPrice' in touched || 'buyItNow' in touched;
  if (prices) {
    for (const price of [values.sellingPrice, values.floorPrice])
      if (price !== null && price > MONEY_MAX)
        return `The price would be above $${MONEY_MAX.toLocaleString('en-US')}, the most a price can be.`;
    if (values.buyItNow && values.sellingPrice === null)
      return errorBody(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE).message;
    if (
      values.floorPrice !== null &&
      values.sellingPrice !== null &&
      cents(values.floorPrice) > cents(values.sellingPrice)
    )
      return errorBody(ErrorCode.FLOOR_ABOVE_PRICE).message;
  }
  if ('tags' in touched && values.tags.length > TAGS_PER_DOMAIN_MAX)
    return `It would carry more than ${TAGS_PER_DOMAIN_MAX} tags, the most a domain holds.`;
  return null;
}

export interface PlannedRow {
  row: BulkEditDomainRow;
  before: Partial<BulkEditValues>;
  after: Partial<BulkEditValues>;
}

/**
 * Each selected name's values after the changes: a name that changes goes to `changed` with
 * the fields that change (before and after), a name whose values would break a rule to
 * `skipped` with the reason; a name nothing changes is in neither.
 */
export function planBulkEdit(
  rows: readonly BulkEditDomainRow[],
  changes: BulkEditChanges,
): { changed: PlannedRow[]; skipped: BulkEditSkipped[] } {
  const changed: PlannedRow[] = [];
  const skipped: BulkEditSkipped[] = [];
  for (const row of rows) {
    const current = valuesOf(row);
    const wanted = valuesAfter(current, changes);
    const before: Partial<BulkEditValues> = {};
    const after: Partial<BulkEditValues> = {};
    for (const field of Object.keys(wanted) as BulkEditField[]) {
      if (sameValue(field, current[field], wanted[field])) continue;
      (before as Record<string, unknown>)[field] = current[field];
      (after as Record<string, unknown>)[field] = wanted[field];
    }
    if (Object.keys(after).length === 0) continue;
    const reason = ruleBroken({ ...current, ...after }, after);
    if (reason !== null) {
      skipped.push({ name: row.name, unicodeName: unicodeName(row.name), reason });
      continue;
    }
    changed.push({ row, before, after });
  }
  return { changed, skipped };
}

/** The validated request's changes in the contract's form: tags normalized, nothing absent. */
function changesOf(dto: BulkEditChangesDto): BulkEditChanges {
  const changes: BulkEditChanges = {};
  const price = (change: { set?: number | null; percent?: number }): PriceChange =>
    change.percent !== undefined ? { percent: change.percent } : { set: change.set ?? null };
  if (dto.sellingPrice) changes.sellingPrice = price(dto.sellingPrice);
  if (dto.floorPrice) changes.floorPrice = price(dto.floorPrice);
  if (dto.buyItNow) changes.buyItNow = { set: dto.buyItNow.set };
  if (dto.public) changes.public = { set: dto.public.set };
  if (dto.priceHidden) changes.priceHidden = { set: dto.priceHidden.set };
  if (dto.registrar) changes.registrar = { set: dto.registrar.set };
  if (dto.remindersMuted) changes.remindersMuted = { set: dto.remindersMuted.set };
  if (dto.tags)
    changes.tags =
      dto.tags.set !== undefined
        ? { set: normalizeTags(dto.tags.set) }
        : {
            ...(dto.tags.add ? { add: normalizeTags(dto.tags.add) } : {}),
            ...(dto.tags.remove ? { remove: normalizeTags(dto.tags.remove) } : {}),
          };
  return changes;
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, {
    message: `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
    errors: [{ field, message }],
  });

/**
 * Bulk edit: one change to many of the owner's names, previewed (dry run) or saved in one
 * transaction with one UPDATE of every changed name, kept with each name's values before and
 * after so that one statement undoes it.
 *
 * Undo restores the before values of the fields the edit changed on each name, and only
 * those: a field changed since (a single edit of the price) goes back to what it was before
 * the bulk edit too, while the fields the edit did not change keep their later values.
 *
 * Public pages change with a saved edit as with a single one: every API write that succeeds
 * empties the kept public pages of every instance (PublicPageCache.clearOnWrites, PageChanges).
 */
@Injectable()
export class DomainBulkEditService {
  constructor(
    private readonly repository: DomainBulkEditRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async apply(owner: UserRow, request: BulkEditDto): Promise<BulkEditResult> {
    if ((request.names === undefined) === (request.filter === undefined))
      throw invalid('names', 'Send either names or filter (exactly one of them)');
    const changes = changesOf(request.changes);
    if (Object.keys(changes).length === 0)
      throw invalid('changes', 'changes must change at least one field');
    const dryRun = request.dryRun === true;
    const select = (executor: DbExecutor | undefined, lock: boolean) =>
      this.select(owner.id, request, executor, lock);
    if (dryRun) {
      const rows = await select(undefined, false);
      const { changed, skipped } = planBulkEdit(rows, changes);
      return { id: null, dryRun, matched: rows.length, changed: changed.map(shown), skipped };
    }
    return this.unitOfWork.run(async (tx) => {
      const rows = await select(tx, true);
      const { changed, skipped } = planBulkEdit(rows, changes);
      const result = { dryRun, matched: rows.length, changed: changed.map(shown), skipped };
      if (changed.length === 0) return { id: null, ...result };
      await this.repository.write(
        tx,
        owner.id,
        BULK_EDIT_FIELDS.filter((field) => field in changes),
        changed.map((planned) => ({ id: planned.row.id, v: planned.after })),
      );
      const stored: BulkEditStoredRow[] = changed.map((planned) => ({
        id: planned.row.id,
        name: planned.row.name,
        before: planned.before,
        after: planned.after,
      }));
      // An owner's saved edits are kept for their undo period only: each new one clears the
      // expired ones, so the table holds at most a month of an owner's edits.
      await this.repository.deleteSavedBefore(
        tx,
        owner.id,
        new Date(Date.now() - BULK_EDIT_UNDO_DAYS * DAY_MS),
      );
      const saved = await this.repository.insert(tx, owner.id, changes, stored);
      return { id: saved.id, ...result };
    });
  }

  /** The names the request selects (at most BULK_EDIT_MAX; a search past it is refused). */
  private async select(
    ownerId: string,
    request: BulkEditDto,
    executor: DbExecutor | undefined,
    lock: boolean,
  ): Promise<BulkEditDomainRow[]> {
    const db = executor ?? this.repository.reader;
    if (request.names !== undefined) {
      const names = new Set<string>();
      for (const written of request.names) {
        const name = lookupName(written);
        if (name) names.add(name);
      }
      return this.repository.selectByNames(db, ownerId, [...names], BULK_EDIT_MAX, lock);
    }
    const filter = request.filter!;
    const rows = await this.repository.selectByFilter(
      db,
      ownerId,
      normalizeSearchTerm(filter.query ?? ''),
      ownListFilter({ registry: filter.registry, tag: filter.tag }),
      BULK_EDIT_MAX + 1,
      lock,
    );
    if (rows.length > BULK_EDIT_MAX)
      throw invalid(
        'filter',
        `This search shows more than ${BULK_EDIT_MAX.toLocaleString('en-US')} names, the most one bulk edit changes; narrow it (a tag, a part of the name) and edit in parts`,
      );
    return rows;
  }

  async undo(owner: UserRow, id: string): Promise<{ id: string; restored: number }> {
    const now = new Date();
    return this.unitOfWork.run(async (tx) => {
      const edit = await this.repository.lockOwned(tx, owner.id, id);
      if (!edit) throw new AppError(ErrorCode.NOT_FOUND);
      if (edit.undoneAt)
        throw new AppError(ErrorCode.CONFLICT, {
          message: 'This bulk edit was undone already.',
        });
      if (now.getTime() - edit.createdAt.getTime() > BULK_EDIT_UNDO_DAYS * DAY_MS)
        throw new AppError(ErrorCode.CONFLICT, {
          message: `This bulk edit is more than ${BULK_EDIT_UNDO_DAYS} days old; edits can be undone for ${BULK_EDIT_UNDO_DAYS} days.`,
        });
      // The names as they are now (a name deleted since is not restored): undoing must not
      // leave one breaking a rule with the values changed since (Buy It Now turned on after its
      // price was set, say).
      const current = new Map(
        (
          await this.repository.lockByIds(
            tx,
            owner.id,
            edit.rows.map((row) => row.id),
          )
        ).map((row) => [row.id, row]),
      );
      const restoring = edit.rows.filter((row) => current.has(row.id));
      for (const row of restoring) {
        const reason = ruleBroken({ ...valuesOf(current.get(row.id)!), ...row.before }, row.before);
        if (reason !== null)
          throw new AppError(ErrorCode.CONFLICT, {
            message: `This bulk edit cannot be undone: ${unicodeName(row.name)} has changed since. ${reason}`,
          });
      }
      const fields = BULK_EDIT_FIELDS.filter((field) => field in edit.changes);
      const restored = await this.repository.write(
        tx,
        owner.id,
        fields,
        restoring.map((row) => ({ id: row.id, v: row.before })),
      );
      await this.repository.markUndone(tx, edit.id, now);
      return { id: edit.id, restored };
    });
  }

  async history(owner: UserRow, now = new Date()): Promise<BulkEditSummary[]> {
    const rows = await this.repository.history(owner.id, BULK_EDIT_HISTORY);
    return rows.map((row) => ({
      id: row.id,
      createdDate: row.createdAt.toISOString(),
      changes: row.changes,
      count: row.count,
      undoneDate: row.undoneAt?.toISOString() ?? null,
      undoable:
        row.undoneAt === null &&
        now.getTime() - row.createdAt.getTime() <= BULK_EDIT_UNDO_DAYS * DAY_MS,
    }));
  }
}

function shown(planned: PlannedRow): BulkEditRow {
  return {
    _id: planned.row.id,
    name: planned.row.name,
    unicodeName: unicodeName(planned.row.name),
    before: planned.before,
    after: planned.after,
  };
}
