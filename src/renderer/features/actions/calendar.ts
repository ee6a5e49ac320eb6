import { useState } from 'react';
import { chinaToday } from '../../../shared/common/dates';

/** Today's China date, fixed while the dialog is open (tests fix the clock with a fake Date). */
export function useToday(): string {
  const [today] = useState(() => chinaToday(Date.now()));
  return today;
}
