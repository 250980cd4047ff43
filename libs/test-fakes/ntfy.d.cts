import type { ReceivingServer } from './webhook-receiver.cjs';

export interface NtfyMessage {
  topic: string;
  title: string | null;
  message: string;
  tags: string[];
  click: string | null;
  /** 1-5, as ntfy applies it (3 when none was given). */
  priority: number;
  markdown: boolean;
  /** The request's headers (names in lower case). */
  headers: Record<string, string | string[] | undefined>;
}

/** An ntfy server (see ntfy.cjs for the protocol it speaks). */
export declare class FakeNtfy extends ReceivingServer {
  constructor();
  /** The server's URL, as an owner enters it. */
  readonly serverUrl: string;
  /** Accepted messages, in order. */
  readonly messages: NtfyMessage[];
  /**
   * Publishing then needs `Authorization: Bearer <token>` (403 without, 401 if wrong); null
   * opens the topics again. reset() keeps it.
   */
  requireToken(token: string | null): void;
  waitForMessages(n: number, timeoutMs?: number): Promise<NtfyMessage[]>;
}
