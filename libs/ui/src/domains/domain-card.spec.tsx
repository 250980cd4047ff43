import { Layout } from '@domainfolio/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainCard, type DomainCardDomain } from './domain-card';

const domain: DomainCardDomain = {
  name: 'xn--bcher-kva.de',
  unicodeName: 'bücher.de',
  description: 'Books, in German.',
  sellingPrice: 2500,
  priceHidden: false,
  buyItNow: false,
};

describe('DomainCard', () => {
  it('is a link to the landing page named by the Unicode name', () => {
    render(<DomainCard domain={domain} href="/xn--bcher-kva.de" />);
    const link = screen.getByRole('link', { name: /bücher\.de/ });
    expect(link).toHaveAttribute('href', '/xn--bcher-kva.de');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows an abbreviated price on the slim card and no description', () => {
    render(<DomainCard domain={domain} href="/x" />);
    expect(screen.getByTestId('domain-price')).toHaveTextContent('$3k');
    expect(screen.queryByText('Books, in German.')).not.toBeInTheDocument();
  });

  it('shows the whole-dollar price and the description on the full card', () => {
    render(
      <DomainCard domain={{ ...domain, sellingPrice: 2499.5 }} layout={Layout.CARD} href="/x" />,
    );
    expect(screen.getByTestId('domain-price')).toHaveTextContent('$2,500');
    expect(screen.getByText('Books, in German.')).toBeInTheDocument();
  });

  it("says 'Make an Offer' when there is no price", () => {
    render(<DomainCard domain={{ ...domain, sellingPrice: null }} href="/x" />);
    expect(screen.getByTestId('domain-price')).toHaveTextContent('Make an Offer');
  });

  it("says 'Make an Offer' and never shows a hidden price", () => {
    render(
      <DomainCard
        domain={{ ...domain, priceHidden: true, buyItNow: true }}
        layout={Layout.CARD}
        href="/x"
      />,
    );
    expect(screen.getByTestId('domain-price')).toHaveTextContent('Make an Offer');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Buy Now')).not.toBeInTheDocument();
  });

  it("shows a 'Buy Now' badge for buy-it-now domains with a price", () => {
    render(<DomainCard domain={{ ...domain, buyItNow: true }} href="/x" />);
    expect(screen.getByText('Buy Now')).toBeInTheDocument();
  });

  it('opens in a new tab safely when asked', () => {
    render(<DomainCard domain={domain} href="http://alice.localhost:3000/x" target="_blank" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
