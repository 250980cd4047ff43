import { Badge, Button } from '@domainfolio/ui';
import { LockClosedIcon } from '@heroicons/react/20/solid';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export interface SettingsSectionProps {
  title: string;
  /** The section's id, for links to it (`/dashboard/account#id`). */
  id?: string;
  description: ReactNode;
  children: ReactNode;
  /** A Pro feature: shows the PRO badge; `locked` disables it for owners on Free. */
  pro?: boolean;
  locked?: boolean;
  /** Given, the card is a form with its own Save button. */
  onSubmit?: () => void;
  saving?: boolean;
  /** Buttons instead of Save (the API key's). */
  actions?: ReactNode;
}

/**
 * One section of the account screen: its title and description beside a white
 * card, stacked on phones. A section that edits is a form with its own Save; a Pro section is
 * disabled, with a way to upgrade, for owners on Free.
 */
export function SettingsSection({
  title,
  id,
  description,
  children,
  pro = false,
  locked = false,
  onSubmit,
  saving = false,
  actions,
}: SettingsSectionProps) {
  const headingId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit?.();
  };
  const footer =
    actions ??
    (onSubmit && (
      <Button type="submit" loading={saving} disabled={locked}>
        Save
      </Button>
    ));
  const body = (
    <>
      {locked && (
        <div className="flex flex-col gap-2 border-b border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-start gap-x-2">
            <LockClosedIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
            {title} is a Pro feature. Upgrade your plan to use it.
          </p>
          <Link
            to={paths.dashboard.billing}
            className="shrink-0 font-semibold text-indigo-700 hover:text-indigo-600"
          >
            Upgrade in Billing <span aria-hidden="true">&rarr;</span>
          </Link>
        </div>
      )}
      <fieldset disabled={locked} className="min-w-0 space-y-6 px-4 py-6 sm:p-6">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-900/10 px-4 py-4 sm:px-6">
          {footer}
        </div>
      )}
    </>
  );

  const layout = (
    <>
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-x-2 text-base/7 font-semibold text-gray-900"
        >
          {title}
          {pro && <Badge color="indigo">PRO</Badge>}
        </h2>
        <div className="mt-1 text-sm/6 text-gray-600">{description}</div>
      </div>
      <div className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-900/5 md:col-span-2">
        {body}
      </div>
    </>
  );
  const grid = 'grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-3';

  // The form holds the heading too, so the section is one named form for assistive technology.
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      {onSubmit ? (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={headingId} className={grid}>
          {layout}
        </form>
      ) : (
        <div className={grid}>{layout}</div>
      )}
    </section>
  );
}
