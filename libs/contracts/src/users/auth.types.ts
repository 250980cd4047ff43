import type { PortfolioPage } from './portfolio-page.types';
import type { User } from './user.types';

/** POST /api/user/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/user/register */
export interface RegisterRequest {
  displayName: string;
  email: string;
  password: string;
}

/** POST /api/emails/confirm-email and POST /api/emails/reset-password */
export interface EmailRequest {
  email: string;
}

/** POST /api/user/reset-password */
export interface ResetPasswordRequest {
  password: string;
  email: string;
  token: string;
}

/** The sites' auth state. */
export interface AuthState {
  authenticated: boolean;
  user: User | null;
  timeZone: string;
  defaultPage: PortfolioPage | null;
}
