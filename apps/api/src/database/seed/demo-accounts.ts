/** The demo owners. Credentials are printed at start and in the README. */
export const DEMO_PASSWORD = 'domainfolio-demo';

export interface DemoAccount {
  username: string;
  email: string;
  displayName: string;
  planType: 'FREE' | 'PRO';
  planInterval: 'MONTH' | 'YEAR' | null;
  domainCount: number;
  leadCount: number;
  page: { title: string; description: string } | null;
  timeZone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    email: 'demo@example.com',
    displayName: 'Demo Domains',
    planType: 'PRO',
    planInterval: 'YEAR',
    domainCount: 150,
    leadCount: 42,
    page: {
      title: 'Demo Domains',
      description: 'Brandable .com names and premium short domains, ready for your next venture.',
    },
    timeZone: 'America/New_York',
  },
  {
    username: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice Nguyen',
    planType: 'FREE',
    planInterval: null,
    domainCount: 36,
    leadCount: 6,
    page: { title: "Alice's Names", description: 'Short, memorable names for startups.' },
    timeZone: 'Europe/London',
  },
  {
    username: 'brandhaus',
    email: 'brandhaus@example.com',
    displayName: 'Brand Haus',
    planType: 'PRO',
    planInterval: 'MONTH',
    domainCount: 64,
    leadCount: 9,
    page: { title: 'Brand Haus', description: 'Curated brandable domains with logos included.' },
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'nameninja',
    email: 'nameninja@example.com',
    displayName: 'Name Ninja',
    planType: 'FREE',
    planInterval: null,
    domainCount: 28,
    leadCount: 3,
    page: null,
    timeZone: 'America/Los_Angeles',
  },
];
