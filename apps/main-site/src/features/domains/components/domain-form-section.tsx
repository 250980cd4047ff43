import { Button } from '@domainfolio/ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface DomainFormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Given, the section is a form of its own with a Save button (the edit screen). */
  onSave?: () => void;
  saving?: boolean;
}

/** One section of the add/edit domain screen: its title beside a white card. */
export function DomainFormSection({
  title,
  description,
  children,
  onSave,
  saving = false,
}: DomainFormSectionProps) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave?.();
  };
  const layout = (
    <>
      <div>
        <h2 id={headingId} className="text-base/7 font-semibold text-gray-900">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm/6 text-gray-600">{description}</div>}
      </div>
      <div className="overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-900/5 md:col-span-2">
        <div className="space-y-6 px-4 py-6 sm:p-6">{children}</div>
        {onSave && (
          <div className="flex justify-end border-t border-gray-900/10 px-4 py-4 sm:px-6">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </div>
        )}
      </div>
    </>
  );
  const grid = 'grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-3';
  return (
    <section aria-labelledby={headingId}>
      {onSave ? (
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className={grid}>
          {layout}
        </form>
      ) : (
        <div className={grid}>{layout}</div>
      )}
    </section>
  );
}
