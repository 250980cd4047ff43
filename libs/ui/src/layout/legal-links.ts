/** The four legal pages, all on the main site. */
export const LEGAL_LINKS = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/cookie-policy', label: 'Cookie Policy' },
  { path: '/acceptable-use-policy', label: 'Acceptable Use Policy' },
  { path: '/terms-of-service', label: 'Terms of Service' },
] as const;
