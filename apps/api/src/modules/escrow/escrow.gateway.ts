import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, escrowConfigured, type AppConfig } from '../../config/app-config';

export interface EscrowPayRequestBody {
  currency: 'usd';
  description: string;
  reference: string;
  return_url: string;
  redirect_type: 'automatic';
  parties: { role: 'buyer' | 'seller' | 'broker'; customer: string; agree: boolean }[];
  items: {
    title: string;
    description: string;
    type: 'domain_name';
    inspection_period: number;
    quantity: 1;
    schedule: { amount: number; payer_customer: string; beneficiary_customer: string }[];
    fees: { type: 'escrow'; payer_customer: string; split: string }[];
  }[];
}

export interface EscrowTransaction {
  id: number;
  items: { status?: Record<string, boolean | undefined> }[];
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

  private async call<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
    const auth = Buffer.from(`${this.config.ESCROW_EMAIL}:${this.config.ESCROW_API_KEY}`);
    const response = await fetch(new URL(path, this.config.ESCROW_API_URL), {
      method: init.method,
      headers: {
        authorization: `Basic ${auth.toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`Escrow.com answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** Escrow Pay: a transaction and the page where the buyer pays. */
  pay(body: EscrowPayRequestBody): Promise<{ landing_page: string; transaction_id: number }> {
    return this.call('/integration/pay/2018-03-31', { method: 'POST', body });
  }

  transaction(id: string): Promise<EscrowTransaction> {
    return this.call(`/2017-09-01/transaction/${encodeURIComponent(id)}`, { method: 'GET' });
  }
}
