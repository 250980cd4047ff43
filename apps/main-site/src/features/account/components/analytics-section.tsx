import { planLimitsOf, type User } from '@domainfolio/contracts';
import { TextField } from '@domainfolio/ui';
import { useState } from 'react';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** Analytics: a Google Analytics measurement ID for the public pages. Pro only. */
export function AnalyticsSection({ user }: { user: User }) {
  const allowed = planLimitsOf(user.planType).analytics;
  const [trackingId, setTrackingId] = useState(user.googleAnalyticsTrackingId ?? '');
  const { save, saving, fieldErrors } = useSaveSection();

  return (
    <SettingsSection
      title="Analytics"
      pro
      locked={!allowed}
      description="See your portfolio and landing page visits in your own Google Analytics property."
      onSubmit={() => save({ user: { googleAnalyticsTrackingId: trackingId.trim() || null } })}
      saving={saving}
    >
      <TextField
        label="Measurement ID"
        name="googleAnalyticsTrackingId"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="G-XXXXXXX"
        value={trackingId}
        onChange={(event) => setTrackingId(event.target.value.toUpperCase())}
        error={fieldErrors.googleAnalyticsTrackingId}
        hint="Find it in Google Analytics under Admin, Data streams. Leave empty to turn tracking off."
      />
    </SettingsSection>
  );
}
