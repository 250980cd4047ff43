import { ANALYTICS_DAYS, type AnalyticsDays } from '@domainfolio/contracts';
import { ChipGroup } from '../../../components/chip-group';
import { PERIOD_LABELS } from './analytics-words';

export interface PeriodChipsProps {
  value: AnalyticsDays;
  onChange: (days: AnalyticsDays) => void;
  /** The group's name for screen readers. */
  label?: string;
}

const OPTIONS = ANALYTICS_DAYS.map((days) => ({ value: days, label: PERIOD_LABELS[days] }));

/** 7 days, 30 days, 90 days, 12 months: the period the analytics are counted over. */
export function PeriodChips({ value, onChange, label = 'Period' }: PeriodChipsProps) {
  return <ChipGroup compact label={label} options={OPTIONS} value={value} onChange={onChange} />;
}
