import {
  ESCROW_SELLER_FEE_CENTS,
  PLANS,
  PlanType,
  REGISTRAR_NAMES,
  RegistrarCode,
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
    answer: `Turn on Buy It Now and set a price, and buyers can purchase the domain straight from its landing page through an escrow service. The buyer pays all escrow fees; you pay a flat ${SELLER_FEE} disbursement fee when the sale completes.`,
  },
  {
    question: 'Can I import my domains from my registrar?',
    answer: `Yes. Upload the CSV export of ${[
      RegistrarCode.GODADDY,
      RegistrarCode.NAMECHEAP,
      RegistrarCode.DYNADOT,
      RegistrarCode.PORKBUN,
    ]
      .map((code) => REGISTRAR_NAMES[code])
      .join(
        ', ',
      )} or another registrar, and Domainfolio recognizes the columns. You can export everything to CSV or JSON at any time.`,
  },
  {
    question: 'Can I use my own domain for my portfolio page?',
    answer:
      'Yes, on the Pro plan. Point your domain at Domainfolio and your portfolio page and landing pages are served on it, without the "Powered by" link.',
  },
];
