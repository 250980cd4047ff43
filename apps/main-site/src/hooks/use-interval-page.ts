import { DEFAULT_INTERVAL, type CalendarInterval } from '@domainfolio/contracts';
import { useState } from 'react';

/** A period (Month by default) and a page in it; choosing another period goes back to page 1. */
export function useIntervalPage() {
  const [state, setState] = useState<{ interval: CalendarInterval; page: number }>({
    interval: DEFAULT_INTERVAL,
    page: 1,
  });
  return {
    interval: state.interval,
    page: state.page,
    setInterval: (interval: CalendarInterval) => setState({ interval, page: 1 }),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
