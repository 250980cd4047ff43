import { leadRefusedPage, type LeadFormValues } from './lead-form-page';

const values = (overrides: Partial<LeadFormValues> = {}): LeadFormValues => ({
  domain: 'rocket.com',
  owner: 'alice',
  name: '',
  email: 'bo@example.com',
  phone: '',
  offer: '',
  message: '',
  offerAsked: false,
  ...overrides,
});

const refused = (formValues: LeadFormValues) =>
  leadRefusedPage({
    status: 400,
    title: 'Missing Fields',
    message: 'Name and email fields are required',
    values: formValues,
    editable: true,
    action: '/api/leads/form',
    landingHref: '/rocket.com',
    domain: 'rocket.com',
  }).html;

describe('the page a refused lead form is answered with', () => {
  it("gives back the visitor's choice between buying and offering, when their form had one", () => {
    const html = refused(values({ offerAsked: true, intent: 'offer', offer: '1800' }));
    expect(html).toContain('<legend>How would you like to buy it?</legend>');
    expect(html).toContain('<input type="radio" name="intent" value="buy"> Buy now');
    expect(html).toContain(
      '<input type="radio" name="intent" value="offer" checked> Make an offer',
    );
    // The amount counts only when offering, so buying needs none.
    expect(html).toMatch(
      /<input id="lead-offer" name="offer" type="number" inputmode="decimal" min=/,
    );
    expect(html).toContain('In US dollars, when making an offer');
    expect(html).toContain('value="1800"');
  });

  it('asks for the amount as before when the domain has no price, with no choice', () => {
    const html = refused(values({ offerAsked: true }));
    expect(html).not.toContain('name="intent"');
    expect(html).toMatch(
      /<input id="lead-offer" name="offer" type="number" inputmode="decimal" required/,
    );
  });
});
