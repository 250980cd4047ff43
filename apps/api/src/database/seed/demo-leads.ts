import type { SeededRandom } from './random';

const FIRST_NAMES = [
  'James',
  'Maria',
  'Wei',
  'Aisha',
  'Lukas',
  'Sofia',
  'Daniel',
  'Priya',
  'Mateo',
  'Hannah',
  'Omar',
  'Yuki',
] as const;
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Chen',
  'Khan',
  'Müller',
  'Rossi',
  'Okafor',
  'Patel',
  'Silva',
  'Kim',
  'Novak',
  'Haddad',
] as const;
const MESSAGES = [
  'Hi, is this domain still available? We are launching a new product next quarter.',
  'Would you consider a payment plan over 12 months?',
  'Interested for a client project. What is your best price?',
  'We love the name. Can you share traffic numbers?',
  'Please let me know if you accept escrow.',
  'Is the price negotiable?',
  null,
] as const;

export interface DemoLead {
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  offer: string | null;
  kind: 'INQUIRY' | 'OFFER';
  daysAgo: number;
}

export function generateLead(random: SeededRandom): DemoLead {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const offer = random.chance(0.6)
    ? random.pick([150, 250, 500, 750, 1000, 1500, 2500, 5000])
    : null;
  return {
    name: `${first} ${last}`,
    email:
      `${first}.${last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '') + '@example.org',
    phone: random.chance(0.4) ? `+1 555 01${random.int(10, 99)}` : null,
    message: random.pick(MESSAGES),
    offer: offer === null ? null : offer.toFixed(2),
    kind: offer === null ? 'INQUIRY' : 'OFFER',
    daysAgo: random.int(0, 120),
  };
}
