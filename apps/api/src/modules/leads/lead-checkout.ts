import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** The Buy-It-Now lead a checkout pays for, as the escrow endpoint takes it. */
export interface CheckoutLead {
  domain: string;
  email: string;
  leadId: string;
}

/** A price both sides agreed in a negotiation, which the buyer now pays. */
export interface AgreedCheckout {
  leadId: string;
  domainId: string;
  ownerId: string;
  /** The buyer's address, as the lead stores it. */
  email: string;
  /** Dollars. */
  amount: number;
}

/** Checkouts of leads (the escrow module provides them). */
export interface LeadCheckout {
  /** Whether instant checkout is set up on this server. */
  readonly configured: boolean;
  /** Starts the payment of a Buy-It-Now lead just stored; answers the page where the buyer pays. */
  start(request: Request, lead: CheckoutLead): Promise<string>;
  /** Starts the payment of an agreed price; answers the page where the buyer pays. */
  startAgreed(request: Request, agreed: AgreedCheckout): Promise<string>;
}

/**
 * Where the escrow module plugs its checkout in. Escrow uses leads (every checkout belongs to
 * a stored lead), so leads cannot import escrow back; the form that works without JavaScript,
 * which stores the lead and starts the checkout in one request, finds the checkout here.
 */
@Injectable()
export class LeadCheckouts {
  private checkout: LeadCheckout | null = null;

  provide(checkout: LeadCheckout): void {
    this.checkout = checkout;
  }

  /** The checkout, when it is set up on this server. */
  get available(): LeadCheckout | null {
    return this.checkout?.configured ? this.checkout : null;
  }
}
