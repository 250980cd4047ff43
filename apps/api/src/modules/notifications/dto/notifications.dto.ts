import {
  ADDABLE_CHANNEL_TYPES,
  CHANNEL_NAME_MAX,
  CHANNEL_URL_MAX,
  REMINDER_DAY_MAX,
  REMINDER_DAYS_MAX_COUNT,
  WEBHOOK_SECRET_MAX,
  WEBHOOK_SECRET_MIN,
  type AlertEvent,
  type AlertSettings,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

/**
 * A channel to add. Which fields it needs depends on `type` (checked by the service): WEBHOOK
 * `url` and `secret`, SLACK and DISCORD `url`, TELEGRAM `botToken` and `chatId`, NTFY `topic`
 * (and `server`, `accessToken` when not ntfy.sh's public topics).
 */
export class AddChannelDto {
  @ApiProperty({ enum: ADDABLE_CHANNEL_TYPES })
  @IsIn(ADDABLE_CHANNEL_TYPES, {
    message: `type must be one of ${ADDABLE_CHANNEL_TYPES.join(', ')}`,
  })
  @IsString({ message: 'type must be text' })
  type!: (typeof ADDABLE_CHANNEL_TYPES)[number];

  @ApiProperty({ maxLength: CHANNEL_NAME_MAX, example: 'Team Slack' })
  @MaxLength(CHANNEL_NAME_MAX, { message: `name must be ${CHANNEL_NAME_MAX} characters or fewer` })
  @Matches(/\S/, { message: 'name must not be empty' })
  @IsString({ message: 'name must be text' })
  name!: string;

  @ApiPropertyOptional({
    maxLength: CHANNEL_URL_MAX,
    description: 'WEBHOOK: your endpoint; SLACK, DISCORD: the incoming webhook URL (kept secret)',
  })
  @IsOptional()
  @MaxLength(CHANNEL_URL_MAX, { message: `url must be ${CHANNEL_URL_MAX} characters or fewer` })
  @IsString({ message: 'url must be text' })
  url?: string;

  @ApiPropertyOptional({
    minLength: WEBHOOK_SECRET_MIN,
    maxLength: WEBHOOK_SECRET_MAX,
    description: 'WEBHOOK: the key its signature is made with; never answered back',
  })
  @IsOptional()
  @MaxLength(WEBHOOK_SECRET_MAX, {
    message: `secret must be ${WEBHOOK_SECRET_MAX} characters or fewer`,
  })
  @MinLength(WEBHOOK_SECRET_MIN, {
    message: `secret must be at least ${WEBHOOK_SECRET_MIN} characters`,
  })
  @IsString({ message: 'secret must be text' })
  secret?: string;

  @ApiPropertyOptional({ description: 'TELEGRAM: the token @BotFather gave (123456789:AA...)' })
  @IsOptional()
  @Matches(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, {
    message: 'botToken must look like 123456789:AAH... as @BotFather gives it',
  })
  @IsString({ message: 'botToken must be text' })
  botToken?: string;

  @ApiPropertyOptional({ description: 'TELEGRAM: a chat id (-1001234567890) or @channelusername' })
  @IsOptional()
  @Matches(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, {
    message: 'chatId must be a number like -1001234567890 or a @channelusername',
  })
  @IsString({ message: 'chatId must be text' })
  chatId?: string;

  @ApiPropertyOptional({ description: 'NTFY: the server, https://ntfy.sh by default' })
  @IsOptional()
  @MaxLength(CHANNEL_URL_MAX, { message: `server must be ${CHANNEL_URL_MAX} characters or fewer` })
  @IsString({ message: 'server must be text' })
  server?: string;

  @ApiPropertyOptional({ description: 'NTFY: the topic (letters, digits, - and _)' })
  @IsOptional()
  @Matches(/^[-_A-Za-z0-9]{1,64}$/, {
    message: 'topic must be 1 to 64 letters, digits, - or _',
  })
  @IsString({ message: 'topic must be text' })
  topic?: string;

  @ApiPropertyOptional({
    description: 'NTFY: an access token for a protected topic; never answered back',
  })
  @IsOptional()
  @MaxLength(200, { message: 'accessToken must be 200 characters or fewer' })
  @IsString({ message: 'accessToken must be text' })
  accessToken?: string;
}

export class AlertSettingsDto implements AlertSettings {
  @ApiProperty()
  @IsBoolean({ message: 'expiryReminders must be true or false' })
  expiryReminders!: boolean;

  @ApiProperty({
    type: [Number],
    example: [60, 30, 14, 7, 1],
    description: `Days before an expiration (1-${REMINDER_DAY_MAX}, at most ${REMINDER_DAYS_MAX_COUNT}, distinct)`,
  })
  @Max(REMINDER_DAY_MAX, {
    each: true,
    message: `each reminder day must be ${REMINDER_DAY_MAX} or less`,
  })
  @Min(1, { each: true, message: 'each reminder day must be 1 or more' })
  @IsInt({ each: true, message: 'each reminder day must be a whole number' })
  @ArrayUnique({ message: 'expiryReminderDays must not repeat a day' })
  @ArrayMaxSize(REMINDER_DAYS_MAX_COUNT, {
    message: `expiryReminderDays holds at most ${REMINDER_DAYS_MAX_COUNT} days`,
  })
  @IsArray({ message: 'expiryReminderDays must be a list of days' })
  expiryReminderDays!: number[];

  @ApiProperty({ description: 'One message a day listing the domains that reached a reminder day' })
  @IsBoolean({ message: 'digest must be true or false' })
  digest!: boolean;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { 'lead.received': ['email'], 'domain.expiring': ['email'] },
    description:
      'Event → channel ids (`email` for the account address); an event left out goes nowhere',
  })
  @IsObject({ message: 'routes must be an object of event → channel ids' })
  routes!: Record<AlertEvent, string[]>;
}

export class DeliveriesQueryDto {
  @ApiPropertyOptional({ description: 'Only this channel (`email` or a channel id)' })
  @IsOptional()
  @MaxLength(40, { message: 'channel must be a channel id' })
  @IsString({ message: 'channel must be a channel id' })
  channel?: string;
}
