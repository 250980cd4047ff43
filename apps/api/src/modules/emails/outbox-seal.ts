import { Inject, Injectable } from '@nestjs/common';
import { SecretBox } from '../../common/crypto/secret-box';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** What a sealed body starts with; anything else is stored as written. */
const SEALED = 'sealed:v1:';

/**
 * The body of an email that carries a secret (a sign-in, confirmation or reset link) is stored
 * encrypted with the app secret: the database then holds no usable link (a backup, a dump or
 * a read-only leak of it signs nobody in), and only the worker opens it, to send it.
 */
@Injectable()
export class OutboxSeal {
  private readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.APP_SECRET, 'email-outbox');
  }

  seal(text: string): string {
    return SEALED + this.box.seal(text);
  }

  /** The text as it was given to `seal`, or as stored when it was not sealed. */
  open(stored: string): string {
    if (!stored.startsWith(SEALED)) return stored;
    const text = this.box.open(stored.slice(SEALED.length));
    // Only a different APP_SECRET gets here: the message fails like any unsendable one.
    if (text === null) throw new Error('The email was sealed with another APP_SECRET');
    return text;
  }
}
