import type { Domain, EditDomainInput } from '@domainfolio/contracts';
import { createContext, useContext } from 'react';

/** The two flags whose change is confirmed in a dialog first. */
export type ConfirmedFlag = 'public' | 'buyItNow';

/** A flag flip waiting for the owner's answer; the toggle shows `next` meanwhile. */
export interface PendingFlag {
  domain: Domain;
  field: ConfirmedFlag;
  next: boolean;
}

export interface DomainTableActions {
  /** Saves a change to one domain (optimistically). */
  edit: (change: EditDomainInput) => void;
  /** Opens the confirm dialog for flipping a flag. */
  askFlag: (domain: Domain, field: ConfirmedFlag) => void;
  pending: PendingFlag | null;
  /** The domain's public landing page on the owner's subdomain. */
  landingPageUrl: (domain: Domain) => string;
}

export const DomainTableContext = createContext<DomainTableActions | null>(null);

/** What the table's cells may do; provided by the domain table. */
export function useDomainTable(): DomainTableActions {
  const actions = useContext(DomainTableContext);
  if (!actions) throw new Error('useDomainTable must be used inside the domain table');
  return actions;
}
