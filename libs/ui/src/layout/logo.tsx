import { DEFAULT_LOGO } from '@domainfolio/contracts';
import { GlobeAltIcon } from '@heroicons/react/24/outline';
import { useState, type ImgHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';

export interface LogoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError' | 'alt'
> {
  /** The owner's logo URL; the default logo when it is missing or broken. */
  src?: string | null;
  alt: string;
  fallbackSrc?: string;
}

/**
 * An image that falls back to the default logo when it cannot load, and to a globe icon when
 * the default cannot load either, so a broken URL never shows a broken-image box.
 */
export function Logo({ src, alt, fallbackSrc = DEFAULT_LOGO, className, ...props }: LogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [fallbackFailed, setFallbackFailed] = useState(false);
  const current = src && src !== failedSrc ? src : fallbackSrc;

  if (current === fallbackSrc && fallbackFailed) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={classNames('inline-flex items-center justify-center text-indigo-600', className)}
      >
        <GlobeAltIcon aria-hidden="true" className="size-full" />
      </span>
    );
  }

  return (
    <img
      {...props}
      src={current}
      alt={alt}
      className={className}
      onError={() => {
        if (current === fallbackSrc) setFallbackFailed(true);
        else setFailedSrc(current);
      }}
    />
  );
}
