import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import { classNames } from '../lib/class-names';
import { AppLink } from '../navigation/app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

type ButtonAsButton = ButtonStyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
type ButtonAsLink = ButtonStyleProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-xs hover:bg-indigo-500 focus-visible:outline-indigo-600',
  secondary:
    'bg-white text-gray-900 shadow-xs ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-indigo-600',
  danger: 'bg-red-600 text-white shadow-xs hover:bg-red-500 focus-visible:outline-red-600',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-indigo-600',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'gap-x-1 rounded-md px-2.5 py-1.5 text-xs',
  md: 'gap-x-1.5 rounded-md px-3 py-2 text-sm',
  lg: 'gap-x-2 rounded-md px-4 py-2.5 text-base',
};

/** The classes of a button, for the few places that style another element (a router link) as one. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonStyleProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return classNames(
    'inline-flex items-center justify-center font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean };

function isLinkProps(props: object): props is LinkProps {
  return typeof (props as { href?: unknown }).href === 'string';
}

/**
 * The one button of the design system. Given `href` it renders a link that looks the same
 * (a path on this site navigates inside the app); `loading` shows a spinner and disables it.
 */
export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  const content = (
    <>
      {loading && <Spinner className={size === 'lg' ? 'size-5' : 'size-4'} />}
      {children}
    </>
  );

  if (isLinkProps(rest)) {
    const { disabled, href, ...anchorProps } = rest;
    if (disabled || loading) {
      // A disabled link has no href, so it cannot be followed or focused by Tab.
      return (
        <a
          {...anchorProps}
          aria-disabled="true"
          aria-busy={loading || undefined}
          className={classes}
        >
          {content}
        </a>
      );
    }
    return (
      <AppLink {...anchorProps} href={href} className={classes}>
        {content}
      </AppLink>
    );
  }

  const {
    disabled,
    type = 'button',
    ...buttonProps
  } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes}
    >
      {content}
    </button>
  );
}
