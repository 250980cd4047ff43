import { ErrorCode, EMAIL_CHANNEL_ID } from '@domainfolio/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A channel id in a path: `email`, or a channel's UUID; anything else names no channel (404). */
@Injectable()
export class ChannelIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value === EMAIL_CHANNEL_ID || UUID.test(value)) return value.toLowerCase();
    throw new AppError(ErrorCode.NOT_FOUND);
  }
}
