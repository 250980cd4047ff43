import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type {
  BulkEditChanges,
  BulkEditResult,
  BulkEditRow,
  BulkEditSkipped,
  BulkEditSummary,
  BulkEditValues,
  DomainTagCount,
} from '@domainfolio/contracts';

// OpenAPI schemas of the bulk edit's and the tags' answers; each implements its contract type.

const VALUES_DESCRIPTION =
  'Only the fields the edit changes on this name: sellingPrice and floorPrice (dollars or null), buyItNow, public, priceHidden, remindersMuted (true or false), registrar (a code or null), tags (a list)';

@ApiSchema({ name: 'DomainTagCount' })
export class DomainTagCountSchema implements DomainTagCount {
  @ApiProperty({ example: 'brandable' })
  tag!: string;
  @ApiProperty({ description: 'How many of your names carry it' })
  count!: number;
}

@ApiSchema({ name: 'BulkEditRow', description: 'A name the edit changes' })
export class BulkEditRowSchema implements BulkEditRow {
  @ApiProperty()
  _id!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  unicodeName!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: VALUES_DESCRIPTION })
  before!: Partial<BulkEditValues>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: VALUES_DESCRIPTION })
  after!: Partial<BulkEditValues>;
}

@ApiSchema({ name: 'BulkEditSkipped', description: 'A name a rule keeps as it is' })
export class BulkEditSkippedSchema implements BulkEditSkipped {
  @ApiProperty()
  name!: string;
  @ApiProperty()
  unicodeName!: string;
  @ApiProperty({ example: 'The floor price cannot be above the selling price.' })
  reason!: string;
}

@ApiSchema({ name: 'BulkEditResult' })
export class BulkEditResultSchema implements BulkEditResult {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The saved edit, for its undo; null for a dry run or when nothing changed',
  })
  id!: string | null;
  @ApiProperty()
  dryRun!: boolean;
  @ApiProperty({ description: 'Names the request selected' })
  matched!: number;
  @ApiProperty({ type: [BulkEditRowSchema] })
  changed!: BulkEditRow[];
  @ApiProperty({ type: [BulkEditSkippedSchema] })
  skipped!: BulkEditSkipped[];
}

@ApiSchema({ name: 'BulkEditUndone' })
export class BulkEditUndoneSchema {
  @ApiProperty()
  id!: string;
  @ApiProperty({ description: 'Names restored (a name deleted since is not)' })
  restored!: number;
}

@ApiSchema({ name: 'BulkEditSummary' })
export class BulkEditSummarySchema implements BulkEditSummary {
  @ApiProperty()
  id!: string;
  @ApiProperty({ format: 'date-time' })
  createdDate!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What was asked' })
  changes!: BulkEditChanges;
  @ApiProperty({ description: 'Names it changed' })
  count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  undoneDate!: string | null;
  @ApiProperty({ description: 'Not undone yet, and within the days an edit can be undone' })
  undoable!: boolean;
}
