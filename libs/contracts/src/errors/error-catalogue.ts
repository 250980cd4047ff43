import {
  DESCRIPTION_MAX,
  IMPORT_ROWS_PER_UPLOAD,
  LEAD_MESSAGE_MAX,
} from '../domains/domain.constants';
import { ErrorCode } from './error-codes';

export interface ErrorCatalogueEntry {
  status: number;
  title: string;
  message: string;
}

const LOGIN_INCORRECT_MESSAGE =
  'The email and password combination you entered is incorrect. Please try again.';

/**
 * Every error code with its HTTP status and its title and message as the screens show them.
 * `{name}` placeholders are filled with `formatMessage`.
 */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {
  [ErrorCode.VALIDATION_FAILED]: {
    status: 400,
    title: 'Invalid Request',
    message: 'Please check the highlighted fields and try again.',
  },
  [ErrorCode.UNAUTHENTICATED]: {
    status: 401,
    title: 'Sign In Required',
    message: 'Please sign in to continue.',
  },
  [ErrorCode.FORBIDDEN]: {
    status: 403,
    title: 'Access Denied',
    message: 'You do not have permission to do that.',
  },
  [ErrorCode.NOT_FOUND]: {
    status: 404,
    title: 'Not Found',
    message: "We couldn't find what you were looking for.",
  },
  [ErrorCode.METHOD_NOT_ALLOWED]: {
    status: 405,
    title: 'Method Not Allowed',
    message: 'This action is not supported here.',
  },
  [ErrorCode.CONFLICT]: {
    status: 409,
    title: 'Conflict',
    message: 'This change conflicts with the current data. Please reload and try again.',
  },
  [ErrorCode.PAYLOAD_TOO_LARGE]: {
    status: 413,
    title: 'Request Too Large',
    message: 'The request is too large. Please send less data at once.',
  },
  [ErrorCode.RATE_LIMITED]: {
    status: 429,
    title: 'Too Many Requests',
    message: 'Please wait a moment and try again.',
  },
  [ErrorCode.INTERNAL]: {
    status: 500,
    title: 'Something Went Wrong',
    message: 'Something went wrong on our side. Your data is safe; please try again in a moment.',
  },
  [ErrorCode.SERVICE_UNAVAILABLE]: {
    status: 503,
    title: 'Service Unavailable',
    message: 'The service is temporarily unavailable. Please try again in a few minutes.',
  },

  [ErrorCode.ACCOUNT_DISABLED]: {
    status: 403,
    title: 'Account Disabled',
    message:
      'Account has been disabled. If you believe this happened in error, please reach out to our support team at {email}.',
  },
  [ErrorCode.API_KEY_REVOKED]: {
    status: 401,
    title: 'API Key Revoked',
    message: 'API key does not exist.',
  },
  [ErrorCode.API_KEY_INVALID]: {
    status: 401,
    title: 'Invalid API Key',
    message: 'API key invalid',
  },
  [ErrorCode.API_KEY_REQUIRED]: {
    status: 401,
    title: 'API Key Required',
    message: 'API key required',
  },
  [ErrorCode.LOGIN_INCORRECT]: {
    status: 401,
    title: 'Incorrect Credentials',
    message: LOGIN_INCORRECT_MESSAGE,
  },
  [ErrorCode.LOGIN_ERROR]: {
    status: 401,
    title: 'Login Error',
    message: LOGIN_INCORRECT_MESSAGE,
  },
  [ErrorCode.PASSWORDS_DONT_MATCH]: {
    status: 400,
    title: "Passwords Don't Match",
    message: 'Passwords do not match. Please try again.',
  },
  [ErrorCode.TOKEN_EXPIRED]: {
    status: 400,
    title: 'Token Expired',
    message: 'Please request another password reset',
  },
  [ErrorCode.EMAIL_REQUIRED]: {
    status: 400,
    title: 'Email Required',
    message: 'Please provide your email address',
  },
  [ErrorCode.MISSING_FIELDS]: {
    status: 400,
    title: 'Missing Fields',
    message: 'Name and email fields are required',
  },
  [ErrorCode.SUPPORT_DETAILS_REQUIRED]: {
    status: 400,
    title: 'Support details required',
    message: 'Please provide details in order to submit a support request.',
  },
  [ErrorCode.FEEDBACK_REQUIRED]: {
    status: 400,
    title: 'Feedback required',
    message: 'Please provide feedback in order to submit this form.',
  },
  [ErrorCode.STRIPE_CHECKOUT_ERROR]: {
    status: 502,
    title: 'Stripe Checkout Error',
    message: 'Please contact support if this issue persists',
  },
  [ErrorCode.STRIPE_PORTAL_ERROR]: {
    status: 502,
    title: 'Stripe Portal Error',
    message: 'Please contact support if this issue persists',
  },
  [ErrorCode.WEBHOOK_SIGNATURE_INVALID]: {
    status: 400,
    title: 'Invalid Signature',
    message: 'The webhook signature could not be verified.',
  },
  [ErrorCode.ALREADY_ON_PRO]: {
    status: 409,
    title: 'Already on Pro',
    message:
      'Your account is already on the Pro plan. Use Change plan in Billing to switch between monthly and yearly billing or to cancel.',
  },
  [ErrorCode.NO_API_KEY_FOUND]: {
    status: 404,
    title: 'No API Key Found',
    message: 'User does not have API key. Plan upgrade required.',
  },
  // Raised in the browser when the clipboard refuses a copy.
  [ErrorCode.COPY_FAILED]: {
    status: 400,
    title: 'Copy Failed',
    message: 'Your browser did not allow copying. Select the {what} and copy it yourself.',
  },

  [ErrorCode.EMAIL_NOT_CONFIRMED]: {
    status: 403,
    title: 'Confirm Your Email',
    message: 'Please confirm your email address in order to login.',
  },
  [ErrorCode.DEVICE_CONFIRMATION_REQUIRED]: {
    status: 403,
    title: 'Confirm This Device',
    message:
      'For your security, we sent a confirmation link to your email. Open it on this device, then sign in again.',
  },
  [ErrorCode.TWO_FACTOR_CODE_INVALID]: {
    status: 401,
    title: 'Incorrect Code',
    message:
      'That code is not right, or was used already. Enter the newest code from your authenticator app, or one of your recovery codes.',
  },
  [ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED]: {
    status: 401,
    title: 'Sign In Again',
    message: 'This sign-in took too long or was already finished. Please sign in again.',
  },
  [ErrorCode.TWO_FACTOR_LOCKED]: {
    status: 429,
    title: 'Too Many Wrong Codes',
    message:
      'Two-factor sign-in is locked for 15 minutes after too many wrong codes. We emailed you about it.',
  },
  [ErrorCode.TWO_FACTOR_ALREADY_ON]: {
    status: 409,
    title: 'Two-Factor Sign-In Is On',
    message: 'Two-factor sign-in is already on for this account.',
  },
  [ErrorCode.TWO_FACTOR_NOT_SET_UP]: {
    status: 409,
    title: 'Two-Factor Sign-In Is Off',
    message: 'Set up two-factor sign-in first: scan the QR code, then enter a code to confirm it.',
  },
  [ErrorCode.SECOND_FACTOR_REQUIRED]: {
    status: 403,
    title: 'Confirm It Is You',
    message:
      'For this step, confirm with a code from your authenticator app (or a passkey) first. It stays confirmed for 15 minutes.',
  },
  [ErrorCode.PASSKEY_INVALID]: {
    status: 400,
    title: 'Passkey Not Accepted',
    message:
      'This passkey could not be verified, or it is not registered with Domainfolio. Try again, or sign in with your password.',
  },
  [ErrorCode.EMAIL_TAKEN]: {
    status: 409,
    title: 'Email Already Registered',
    message: 'An account with this email already exists. Sign in or reset your password.',
  },
  [ErrorCode.USERNAME_INVALID]: {
    status: 400,
    title: 'Invalid Username',
    message:
      'Usernames are 3 to 30 lowercase letters, digits or hyphens, and cannot start or end with a hyphen.',
  },
  [ErrorCode.USERNAME_RESERVED]: {
    status: 400,
    title: 'Username Unavailable',
    message: '{username} is reserved. Please choose another username.',
  },
  [ErrorCode.USERNAME_TAKEN]: {
    status: 409,
    title: 'Username Taken',
    message: '{username} is already taken. Please choose another username.',
  },
  [ErrorCode.INVALID_DOMAIN_NAME]: {
    status: 400,
    title: 'Invalid Domain Name',
    message: '{value} is not a valid domain name.',
  },
  [ErrorCode.DOMAIN_EXISTS]: {
    status: 409,
    title: 'Domain Already Exists',
    message: '{domain} is already in your portfolio.',
  },
  [ErrorCode.DESCRIPTION_TOO_LONG]: {
    status: 400,
    title: 'Description Too Long',
    message: `The description can be at most ${DESCRIPTION_MAX} characters.`,
  },
  [ErrorCode.MESSAGE_TOO_LONG]: {
    status: 400,
    title: 'Message Too Long',
    message: `The message can be at most ${LEAD_MESSAGE_MAX} characters.`,
  },
  [ErrorCode.FLOOR_ABOVE_PRICE]: {
    status: 400,
    title: 'Floor Above Price',
    message: 'The floor price must be at most the selling price.',
  },
  [ErrorCode.BUY_IT_NOW_REQUIRES_PRICE]: {
    status: 400,
    title: 'Selling Price Required',
    message: 'Set a selling price before enabling Buy It Now.',
  },
  [ErrorCode.DOMAIN_LIMIT_REACHED]: {
    status: 403,
    title: 'Domain Limit Reached',
    message:
      'Your {plan} plan allows {limit} domains and this would bring your portfolio to {total}. Remove domains or upgrade your plan in Billing.',
  },
  [ErrorCode.IMPORT_TOO_MANY_ROWS]: {
    status: 400,
    title: 'Too Many Rows',
    message: `One upload holds up to ${IMPORT_ROWS_PER_UPLOAD.toLocaleString('en-US')} rows; this file has {rows}. Please split it.`,
  },
  [ErrorCode.IMPORT_FILE_UNREADABLE]: {
    status: 400,
    title: 'File Not Readable',
    message: '{reason}',
  },
  [ErrorCode.PRO_FEATURE]: {
    status: 403,
    title: 'Pro Feature',
    message: '{feature} is a Pro feature. Upgrade your plan in Billing to use it.',
  },
  [ErrorCode.RECAPTCHA_FAILED]: {
    status: 400,
    title: 'Verification Failed',
    message: 'We could not verify that you are human. Please try again.',
  },
  [ErrorCode.INTEGRATION_NOT_CONFIGURED]: {
    status: 503,
    title: 'Not Available',
    message: '{integration} is not configured on this server.',
  },
  [ErrorCode.DNS_RECORD_NOT_FOUND]: {
    status: 409,
    title: 'DNS Record Not Found',
    message:
      'We could not find a TXT record {recordName} with the value {recordValue}. DNS changes can take up to an hour to appear; please try again later.',
  },
  [ErrorCode.NO_CUSTOM_DOMAIN]: {
    status: 400,
    title: 'No Custom Domain',
    message: 'Add a custom domain to your account first.',
  },
  [ErrorCode.ESCROW_ERROR]: {
    status: 502,
    title: 'Escrow Error',
    message: 'We could not start the escrow checkout. Please try again or make an offer instead.',
  },
  [ErrorCode.PROVIDER_NO_ANSWER]: {
    status: 504,
    title: 'No Answer',
    message: '{provider} did not answer in time. Please try again in a few minutes.',
  },
  [ErrorCode.REGISTRAR_REFUSED]: {
    status: 400,
    title: 'Registrar Refused',
    message:
      '{registrar} refused these credentials. Please check them in your {registrar} account.',
  },
  [ErrorCode.REGISTRAR_ERROR]: {
    status: 502,
    title: 'Registrar Error',
    message: '{registrar} could not be read just now. Please try again in a few minutes.',
  },
  [ErrorCode.DOMAIN_SOLD]: {
    status: 409,
    title: 'Domain Sold',
    message: '{domain} has been sold and is no longer for sale.',
  },
  [ErrorCode.PASSWORD_INCORRECT]: {
    status: 403,
    title: 'Incorrect Password',
    message: 'The password you entered is incorrect. Nothing was changed.',
  },
  [ErrorCode.GOOGLE_SIGN_IN_REQUIRED]: {
    status: 403,
    title: 'Sign In With Google Again',
    message:
      'Your account signs in with Google. Sign out, sign in with Google again, and delete the account within {minutes} minutes.',
  },
};
