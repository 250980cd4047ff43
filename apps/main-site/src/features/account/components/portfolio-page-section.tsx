import {
  DESCRIPTION_MAX,
  ownerSiteUrl,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';
import { TextAreaField, TextField, Toggle, useSiteContext } from '@domainfolio/ui';
import { useState } from 'react';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** Domain Portfolio Page: turns the public portfolio page on, with its title and text. */
export function PortfolioPageSection({ user, page }: { user: User; page: PortfolioPage }) {
  const { appUrl } = useSiteContext();
  const [isEnabled, setIsEnabled] = useState(page.isEnabled);
  const [title, setTitle] = useState(page.title ?? '');
  const [description, setDescription] = useState(page.description ?? '');
  const { save, saving, fieldErrors } = useSaveSection();
  const siteUrl = ownerSiteUrl(appUrl, user.username);

  function submit() {
    save({
      page: { isEnabled, title: title.trim() || null, description: description.trim() || null },
    });
  }

  return (
    <SettingsSection
      title="Domain Portfolio Page"
      description={
        <>
          A public page listing your domains at{' '}
          <a
            href={siteUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium break-all text-indigo-600 hover:text-indigo-500"
          >
            {new URL(siteUrl).host}
          </a>
          .
        </>
      }
      onSubmit={submit}
      saving={saving}
    >
      <Toggle
        checked={isEnabled}
        onChange={setIsEnabled}
        label="Show my portfolio page"
        description="Visitors can browse and search all your public domains."
      />
      {isEnabled && (
        <>
          <TextField
            label="Title"
            name="title"
            placeholder="Premium domains for sale"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={fieldErrors.title}
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            countdownFrom={DESCRIPTION_MAX}
            error={fieldErrors.description}
          />
        </>
      )}
    </SettingsSection>
  );
}
