export interface FakeEscrowTransaction {
  id: number;
  reference: string;
  creation_date: string;
  description: string;
  currency: string;
  parties: { role: string; customer: string; agree?: boolean }[];
  items: {
    id: number;
    title?: string;
    type: string;
    schedule: { amount: number; payer_customer: string; beneficiary_customer: string }[];
    fees?: { type: string; payer_customer: string; split: string | number }[];
    status: Record<string, boolean>;
  }[];
}

/** A local Escrow.com API (see escrow.cjs for what it speaks). */
export declare class FakeEscrow {
  constructor(options?: { email?: string; apiKey?: string });
  readonly email: string;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly payRequests: Record<string, unknown>[];
  readonly transactions: Map<string, FakeEscrowTransaction>;
  start(): Promise<void>;
  stop(): Promise<void>;
  env(): Record<string, string>;
  complete(id: string | number): FakeEscrowTransaction;
  /** The next Escrow Pay request fails with `status` (500 by default). */
  failNextPay(status?: number): void;
  /** The body Escrow.com posts to a webhook when a transaction changes. */
  notification(
    id: string | number,
    event?: string,
  ): { event: string; event_type: 'transaction'; transaction_id: number; reference?: string };
  /** Posts that notification to `url`; resolves with the answer's status. */
  notify(url: string, id: string | number, event?: string): Promise<number>;
}
