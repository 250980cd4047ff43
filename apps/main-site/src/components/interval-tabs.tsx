import {
  DASHBOARD_INTERVALS,
  INTERVAL_LABELS,
  type CalendarInterval,
} from '@domainfolio/contracts';
import { ChipGroup } from './chip-group';

export interface IntervalTabsProps {
  value: CalendarInterval;
  onChange: (interval: CalendarInterval) => void;
}

const OPTIONS = DASHBOARD_INTERVALS.map((interval) => ({
  value: interval,
  label: INTERVAL_LABELS[interval],
}));

/** Day, Week, Month, Quarter, Year: the period the stats are counted over. */
export function IntervalTabs({ value, onChange }: IntervalTabsProps) {
  return <ChipGroup label="Time range" options={OPTIONS} value={value} onChange={onChange} />;
}
