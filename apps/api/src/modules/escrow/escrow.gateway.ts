import { Inject, Injectable } from '@nestjs/common';
import { withinDeadline } from '../../common/outbound/deadline';
import { APP_CONFIG, escrowConfigured, type AppConfig } from '../../config/app-config';

/** A payment of an item: who pays whom, how much. */
interface EscrowSchedule {
  amount: number;
  payer_customer: string;
  beneficiary_customer: string;
}

/** The domain itself: the buyer pays the seller, after inspecting it. */
export interface EscrowDomainItem {
  title: string;
  description: string;
  type: 'domain_name';
  inspection_period: number;
  quantity: 1;
  schedule: EscrowSchedule[];
  fees: { type: 'escrow'; payer_customer: string; split: string }[];
}

/** The broker's commission: paid by one party to the broker out of the transaction. */
export interface EscrowBrokerFeeItem {
  type: 'broker_fee';
  schedule: EscrowSchedule[];
}

export interface EscrowPayRequestBody {
  currency: 'usd';
  description: string;
  reference: string;
  return_url: string;
  redirect_type: 'automatic';
  parties: { role: 'buyer' | 'seller' | 'broker'; customer: string; agree: boolean }[];
  items: (EscrowDomainItem | EscrowBrokerFeeItem)[];
}

/** The parts of a transaction the product reads; Escrow.com sends many more. */
export interface EscrowTransaction {
  id: number;
  items: { type?: string; status?: Record<string, boolean | undefined> }[];
}

/** A started Escrow Pay transaction: its id and the page where the buyer pays. */
export interface EscrowPayAnswer {
  transactionId: string;
  landingPage: string;
}

const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Escrow.com's ids are numbers; a text of digits is taken too. */
export function escrowId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[0-9]{1,20}$/.test(value.trim())) return value.trim();
  return null;
}

/** Escrow.com's API (Escrow Pay and transactions), at ESCROW_API_URL (a local fake in tests). */
@Injectable()
export class EscrowGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return escrowConfigured(this.config);
  }

  /** The API account's email: Domainfolio takes part in each transaction as its broker. */
  get accountEmail(): string {
    return this.config.ESCROW_EMAIL ?? '';
  }

  /** One call, within the request's deadline; an answer that is not JSON is an error. */
  private call(path: string, init: { method: string; body?: unknown }): Promise<unknown> {
    const auth = Buffer.from(`${this.config.ESCROW_EMAIL}:${this.config.ESCROW_API_KEY}`);
    return withinDeadline('Escrow.com', async (_timeoutMs, signal) => {
      const response = await fetch(new URL(path, this.config.ESCROW_API_URL), {
        method: init.method,
        headers: {
          authorization: `Basic ${auth.toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal,
        // A redirect from the payment provider is not part of its API.
        redirect: 'error',
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`Escrow.com answered ${response.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as unknown;
    });
  }

  /** Escrow Pay: a transaction and the page where the buyer pays. */
  async pay(body: EscrowPayRequestBody): Promise<EscrowPayAnswer> {
    const answer = await this.call('/integration/pay/2018-03-31', { method: 'POST', body });
    const transactionId = record(answer) ? escrowId(answer['transaction_id']) : null;
    const landingPage = record(answer) ? answer['landing_page'] : null;
    if (!transactionId || typeof landingPage !== 'string' || !/^https?:\/\//.test(landingPage))
      throw new Error('Escrow.com answered Escrow Pay without a transaction id and landing page');
    return { transactionId, landingPage };
  }

  async transaction(id: string): Promise<EscrowTransaction> {
    const answer = await this.call(`/2017-09-01/transaction/${encodeURIComponent(id)}`, {
      method: 'GET',
    });
    if (!record(answer) || !Array.isArray(answer['items']))
      throw new Error(`Escrow.com answered transaction ${id} without its items`);
    return {
      id: Number(answer['id']),
      items: answer['items'].filter(record).map((item) => ({
        type: typeof item['type'] === 'string' ? item['type'] : undefined,
        status: record(item['status'])
          ? (item['status'] as Record<string, boolean | undefined>)
          : undefined,
      })),
    };
  }
}
