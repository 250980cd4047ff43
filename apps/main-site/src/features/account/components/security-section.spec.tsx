import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderMainSite } from '../../../test/render-routes';
import { securityApi } from '../../../test/security-fixtures';

describe('Security', () => {
  it('is what #security points at, after the profile, and scrolls there', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      securityApi();
      renderMainSite('/dashboard/account#security');
      await screen.findByRole('region', { name: 'Two-factor sign-in' });
      const security = document.getElementById('security');
      const parts = ['Two-factor sign-in', 'Passkeys', 'Signed-in devices', 'Security log'];
      for (const name of parts) {
        expect(security).toContainElement(screen.getByRole('region', { name }));
      }
      const profile = screen.getByRole('region', { name: /^Profile/ });
      expect(
        profile.compareDocumentPosition(security!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith('security'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
