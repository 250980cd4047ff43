import { useDebouncedValue } from '@domainfolio/api-client';
import {
  DEFAULT_LOGO,
  DEFAULT_LOGO_LIGHT,
  planLimitsOf,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';
import { Logo, TextField } from '@domainfolio/ui';
import { useState } from 'react';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** How long typing pauses before the preview tries the new address. */
const PREVIEW_DELAY_MS = 400;

function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const URL_ERROR = 'Enter the full address of an image, starting with https://.';

function LogoUrlField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  fallbackSrc,
  dark,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  hint: string;
  fallbackSrc: string;
  dark: boolean;
}) {
  const previewed = useDebouncedValue(value.trim(), PREVIEW_DELAY_MS);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <TextField
        className="grow"
        label={label}
        name={name}
        type="url"
        inputMode="url"
        placeholder="https://example.com/logo.png"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={hint}
      />
      <div
        className={`flex h-20 w-full shrink-0 items-center justify-center rounded-md p-3 ring-1 ring-inset sm:mt-8 sm:w-32 ${dark ? 'bg-gray-900 ring-gray-900' : 'bg-white ring-gray-200'}`}
      >
        <Logo
          src={isImageUrl(previewed) ? previewed : null}
          fallbackSrc={fallbackSrc}
          alt={`${label} preview`}
          className="max-h-14 max-w-full object-contain"
        />
      </div>
    </div>
  );
}

/**
 * Custom Branding: the owner's logo, and a light version for dark backgrounds, as
 * image URLs with a live preview that falls back to the default logo. Pro only.
 */
export function BrandingSection({ user, page }: { user: User; page: PortfolioPage }) {
  const allowed = planLimitsOf(user.planType).customLogo;
  const [logo, setLogo] = useState(page.logo ?? '');
  const [logoLight, setLogoLight] = useState(page.logoLight ?? '');
  const [errors, setErrors] = useState<{ logo?: string; logoLight?: string }>({});
  const { save, saving, fieldErrors } = useSaveSection();

  function submit() {
    const next = { logo: logo.trim(), logoLight: logoLight.trim() };
    const problems = {
      logo: next.logo && !isImageUrl(next.logo) ? URL_ERROR : undefined,
      logoLight: next.logoLight && !isImageUrl(next.logoLight) ? URL_ERROR : undefined,
    };
    setErrors(problems);
    if (problems.logo || problems.logoLight) return;
    save({ page: { logo: next.logo || null, logoLight: next.logoLight || null } });
  }

  return (
    <SettingsSection
      title="Custom Branding"
      pro
      locked={!allowed}
      description="Your own logo on your portfolio and landing pages. A broken image shows the default logo instead."
      onSubmit={submit}
      saving={saving}
    >
      <LogoUrlField
        label="Logo"
        name="logo"
        value={logo}
        onChange={setLogo}
        error={errors.logo ?? fieldErrors.logo}
        hint="For light backgrounds. PNG, SVG or JPG; leave empty for the default."
        fallbackSrc={DEFAULT_LOGO}
        dark={false}
      />
      <LogoUrlField
        label="Light logo"
        name="logoLight"
        value={logoLight}
        onChange={setLogoLight}
        error={errors.logoLight ?? fieldErrors.logoLight}
        hint="For dark backgrounds."
        fallbackSrc={DEFAULT_LOGO_LIGHT}
        dark
      />
    </SettingsSection>
  );
}
