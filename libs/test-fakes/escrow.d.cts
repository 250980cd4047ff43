export interface FakeEscrowTransaction {
  id: number;
  description: string;
  currency: string;
  parties: { role: string; customer: string; agree?: boolean }[];
  items: {
    title: string;
    type: string;
    schedule: { amount: number; payer_customer: string; beneficiary_customer: string }[];
    fees: { type: string; payer_customer: string; split: string | number }[];
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
}
