import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, normalizeUsername, planName, type FieldError } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import type { FeedbackDto, SupportDto } from './dto/support.dto';

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Support requests and feedback, emailed to SUPPORT_EMAIL through the outbox. They are always
 * sent as the signed-in account, with Reply-To its address, so the team answers the owner.
 */
@Injectable()
export class SupportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async requestSupport(user: UserRow, request: SupportDto): Promise<void> {
    this.checkIdentity(user, request);
    const message = blankToNull(request.message);
    if (message === null) throw new AppError(ErrorCode.SUPPORT_DETAILS_REQUIRED);
    const email = this.templates.supportRequest({
      ...this.account(user),
      name: blankToNull(request.name),
      phone: blankToNull(request.phone),
      message,
    });
    await this.send(user, 'SUPPORT', email);
  }

  async sendFeedback(user: UserRow, request: FeedbackDto): Promise<void> {
    const message = blankToNull(request.message);
    if (message === null) throw new AppError(ErrorCode.FEEDBACK_REQUIRED);
    await this.send(user, 'FEEDBACK', this.templates.feedback({ ...this.account(user), message }));
  }

  /** The form shows the account's username and email; anything else is not this account. */
  private checkIdentity(user: UserRow, request: SupportDto): void {
    const errors: FieldError[] = [];
    const username = blankToNull(request.username);
    if (username !== null && normalizeUsername(username) !== user.username) {
      errors.push({ field: 'username', message: 'username must be your own username' });
    }
    const email = blankToNull(request.email);
    if (email !== null && email.toLowerCase() !== user.email.toLowerCase()) {
      errors.push({ field: 'email', message: 'email must be your own email address' });
    }
    if (errors.length > 0) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        errors,
        message:
          'A support request is sent from your own account: username and email must be yours.',
      });
    }
  }

  private account(user: UserRow) {
    return {
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      plan: planName(user.planType),
    };
  }

  private async send(
    user: UserRow,
    kind: 'SUPPORT' | 'FEEDBACK',
    email: { subject: string; html: string; text: string },
  ): Promise<void> {
    await this.unitOfWork.run((tx) =>
      this.outbox.enqueue(tx, {
        kind,
        to: this.config.SUPPORT_EMAIL,
        replyTo: user.email,
        ...email,
      }),
    );
    this.outbox.kick();
  }
}
