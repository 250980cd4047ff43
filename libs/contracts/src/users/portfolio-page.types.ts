import { DEFAULT_THEME } from '../app/app-info';

/** An owner's public portfolio page settings. Logos are image URLs. */
export interface PortfolioPage {
  isEnabled: boolean;
  title: string | null;
  /** A colour name; the default maps to indigo. */
  theme: string;
  description: string | null;
  logo: string | null;
  logoLight: string | null;
}

export const DEFAULT_PORTFOLIO_PAGE: Readonly<PortfolioPage> = {
  isEnabled: false,
  title: null,
  theme: DEFAULT_THEME,
  description: null,
  logo: null,
  logoLight: null,
};

export interface PublicAnalytics {
  googleAnalyticsTrackingId: string | null;
}

/** GET /api/public/portfolio/{username} */
export interface PublicPortfolioResponse {
  payload: {
    page: Pick<PortfolioPage, 'title' | 'theme' | 'logo' | 'description'>;
    analytics: PublicAnalytics;
  };
}
