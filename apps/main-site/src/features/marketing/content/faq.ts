import {
  ESCROW_SELLER_FEE_CENTS,
  PLANS,
  PlanType,
  formatCount,
  formatCurrencyWhole,
} from '@domainfolio/contracts';

const free = PLANS[PlanType.FREE].limits;
const pro = PLANS[PlanType.PRO].limits;
const SELLER_FEE = formatCurrencyWhole(ESCROW_SELLER_FEE_CENTS / 100);

/** The home page's five questions. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What is Domainfolio?',
    answer:
      'Domainfolio is a platform for domain-name investors. You keep your whole portfolio in one place, whatever the registrar, and every domain gets a landing page that captures leads and a listing on the marketplace.',
  },
  {
    question: 'Is there a free plan?',
    answer: `Yes. The Free plan is free forever and covers up to ${formatCount(free.domains)} domains, each with its own landing page, and ${formatCount(free.leadsPerMonth)} leads a month. Pro raises the limits to ${formatCount(pro.domains)} domains and ${formatCount(pro.leadsPerMonth)} leads a month.`,
  },
  {
    question: 'How does Buy It Now work?',
    answer: `Turn on Buy It Now and set a price, and buyers can purchase the domain straight from its landing page through Escrow.com. The buyer pays all escrow fees; you pay a flat ${SELLER_FEE} disbursement fee when the sale completes.`,
  },
  {
    question: 'Can I import my domains from my registrar?',
    answer:
      'Yes. Upload the export of GoDaddy, Namecheap, Dynadot, Porkbun, Spaceship or Uniregistry, or of Sedo, Afternic, Dan.com or Efty, and Domainfolio reads it as it is; for any other spreadsheet you choose which column is which. You can export everything to CSV or JSON at any time.',
  },
  {
    question: 'Can I use my own domain for my portfolio page?',
    answer:
      'Yes, on the Pro plan. Point your domain at Domainfolio, confirm it with a DNS record, and your portfolio page and landing pages are served on it, without the "Powered by" link.',
  },
];
