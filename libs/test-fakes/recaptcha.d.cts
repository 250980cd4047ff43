export interface SiteVerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  /** Whether the fake answered success. */
  ok: boolean;
}

/** A local reCAPTCHA v3 (see recaptcha.cjs for the protocol it speaks). */
export declare class FakeRecaptcha {
  constructor(options?: { siteKey?: string; secret?: string });
  readonly siteKey: string;
  readonly secret: string;
  readonly calls: SiteVerifyCall[];
  readonly baseUrl: string;
  readonly verifyUrl: string;
  readonly scriptUrl: string;
  answerWith(status: number | null): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  env(): Record<string, string>;
}
